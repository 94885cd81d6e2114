import type { Metadata } from 'next';
import { LIST_PURPOSES } from '@/components/catalog/list-purposes';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { DomainFilters } from '@/components/catalog/domain-filters';
import { domainListHref, parseDomainListQuery } from '@/components/catalog/domain-list-query';
import { DomainResults } from '@/components/catalog/domain-results';
import { CatalogHeader } from '@/components/catalog/catalog-header';
import { LiveRefresh } from '@/components/live/live-refresh';
import { paymentsEnabled } from '@/lib/integrations/solana-pay';
import { OutsideNameLookup } from '@/components/names/outside-name-lookup';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Active Listings',
  description:
    'Every .sol domain on the Retailverse racks: search by name, filter by category, status and price, sort by name or price.',
  alternates: { canonical: '/domains' },
};

export default async function DomainsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const query = parseDomainListQuery(params);
  // The filter form without JavaScript sends every field, set or not: the view's address carries only the set ones.
  if (Object.values(params).some((value) => value === '')) redirect(domainListHref(query));
  return (
    <>
      <CatalogHeader title="Active Listings" kicker="// THE RACKS" purpose={LIST_PURPOSES.catalogue}>
        Every name on the shelves of the mall. Search, filter and sort; the view stays in the address bar, so you can
        share it.
      </CatalogHeader>
      <DomainFilters query={query} />
      <Suspense fallback={null}>
        <OutsideNameLookup q={query.q} />
      </Suspense>
      <DomainResults query={query} />
      {paymentsEnabled() ? <LiveRefresh /> : null}
    </>
  );
}
