import type { Metadata } from 'next';
import type { Domain } from '@/lib/catalog/types';
import { shownPrice } from '@/lib/rules/offer';
import { domainStatusLabel } from '@/lib/rules/status-label';
import { metaDescription } from '@/lib/rules/reading';
import { absoluteUrl } from './urls';

/** Metadata of /domains/{slug}: name, price and status in the title, the description, its share image. */
export function domainMetadata(domain: Domain, siteUrl: string, productName: string): Metadata {
  const price = shownPrice(domain);
  const title = [domain.name, price, domainStatusLabel(domain.status)].filter(Boolean).join(' · ');
  const description = metaDescription(
    domain.lore?.slogan ? `${domain.lore.slogan} ${domain.description}` : domain.description,
  );
  const url = absoluteUrl(siteUrl, `/domains/${domain.slug}`);
  return {
    title: { absolute: `${title} | ${productName}` },
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      title,
      description,
      url,
      siteName: productName,
    },
    twitter: { card: 'summary_large_image', title, description },
  };
}
