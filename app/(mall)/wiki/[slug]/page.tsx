import type { Metadata } from 'next';
import { ViewBeacon } from '@/components/catalog/view-beacon';
import { DomainLoadFailed } from '@/components/catalog/domain-existence-gate';
import { FallbackNotice } from '@/components/catalog/fallback-notice';
import { loadDomain } from '@/components/catalog/load-domain';
import { WikiArticle } from '@/components/lore/wiki-article';
import { ChainFacts } from '@/components/names/chain-facts';
import { keywordRecordsFor, loreForSlug, wikiHeroImage } from '@/components/lore/wiki-content';
import { JsonLd } from '@/components/seo/json-ld';
import { keywordRecords } from '@/content/catalog';
import { CatalogUnavailableError } from '@/lib/catalog';
import { env } from '@/lib/env';
import { currentSettings } from '@/lib/settings';
import { paymentsEnabled } from '@/lib/integrations/solana-pay';
import { normalizeSolName } from '@/lib/rules/name-safety';
import { parseSlugParam } from '@/lib/seo/urls';
import { wikiJsonLd, wikiMetadata, type WikiSeoInput } from '@/lib/seo/wiki';
import { PRODUCT_NAME } from '@/lib/site';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug: string }> };

function seoInput(slug: string, now: Date): WikiSeoInput {
  return {
    slug,
    lore: loreForSlug(slug),
    siteUrl: env().SITE_URL,
    productName: PRODUCT_NAME,
    keywordRecords,
    now,
    heroImage: wikiHeroImage(slug),
  };
}

async function read(rawSlug: string) {
  const slug = parseSlugParam(rawSlug);
  if (!slug) return { slug: null, found: null };
  try {
    return { slug, found: await loadDomain(slug) };
  } catch (error) {
    if (error instanceof CatalogUnavailableError) return { slug, found: null, failed: true };
    throw error;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, found, failed } = await read((await params).slug);
  if (!slug || !found?.domain)
    return { title: failed ? 'Failed to load domain data' : 'Domain Not Found', robots: { index: false } };
  return wikiMetadata(seoInput(found.domain.slug, new Date()));
}

export default async function WikiPage({ params }: Props) {
  const { slug, found, failed } = await read((await params).slug);
  if (failed) return <DomainLoadFailed />;
  // The layout's gate has answered an unknown name with its 404 (components/catalog/domain-existence-gate.tsx).
  if (!slug || !found?.domain) return null;
  const domain = found.domain;
  const input = seoInput(domain.slug, new Date());
  return (
    <>
      <JsonLd data={wikiJsonLd(input)} />
      <FallbackNotice source={found.source} />
      <ViewBeacon slug={domain.slug} />
      <WikiArticle
        slug={domain.slug}
        domain={domain}
        lore={input.lore}
        keywords={keywordRecordsFor(domain.slug)}
        paymentsEnabled={paymentsEnabled()}
        sellerSocialUrl={currentSettings().sellerSocialUrl}
      />
      <div className="mt-6">
        <ChainFacts name={normalizeSolName(domain.name)} />
      </div>
    </>
  );
}
