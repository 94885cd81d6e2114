import type { Metadata } from 'next';
import { ViewBeacon } from '@/components/catalog/view-beacon';
import { DomainDetail } from '@/components/catalog/domain-detail';
import { DomainLoadFailed } from '@/components/catalog/domain-existence-gate';
import { loadDomain } from '@/components/catalog/load-domain';
import { LiveRefresh } from '@/components/live/live-refresh';
import { beforeParam } from '@/components/history/activity-query';
import { NameActivity } from '@/components/history/name-activity';
import { ChainFacts } from '@/components/names/chain-facts';
import { CatalogUnavailableError } from '@/lib/catalog';
import { env } from '@/lib/env';
import { currentSettings } from '@/lib/settings';
import { normalizeSolName } from '@/lib/rules/name-safety';
import { paymentsEnabled } from '@/lib/integrations/solana-pay';
import { domainMetadata } from '@/lib/seo/domain';
import { parseSlugParam } from '@/lib/seo/urls';
import { PRODUCT_NAME } from '@/lib/site';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function read(rawSlug: string) {
  const slug = parseSlugParam(rawSlug);
  if (!slug) return { domain: null, failed: false };
  try {
    const { domain, source } = await loadDomain(slug);
    return { domain, source, failed: false };
  } catch (error) {
    if (error instanceof CatalogUnavailableError) return { domain: null, failed: true };
    throw error;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { domain, failed } = await read((await params).slug);
  if (!domain) return { title: failed ? 'Failed to load domain data' : 'Domain Not Found', robots: { index: false } };
  return domainMetadata(domain, env().SITE_URL, PRODUCT_NAME);
}

export default async function DomainPage({ params, searchParams }: Props) {
  const { domain, source, failed } = await read((await params).slug);
  if (failed) return <DomainLoadFailed />;
  // The layout's gate has answered an unknown name with its 404 (components/catalog/domain-existence-gate.tsx).
  if (!domain || !source) return null;
  const selling = paymentsEnabled();
  return (
    <>
      <DomainDetail
        domain={domain}
        source={source}
        sellerSocialUrl={currentSettings().sellerSocialUrl}
        paymentsEnabled={selling}
      />
      {selling ? <LiveRefresh slug={domain.slug} /> : null}
      <ViewBeacon slug={domain.slug} />
      <div className="mt-6">
        <ChainFacts name={normalizeSolName(domain.name)} />
      </div>
      <NameActivity slug={domain.slug} before={beforeParam((await searchParams).before)} />
    </>
  );
}
