import type { Metadata } from 'next';
import { Suspense } from 'react';
import { DomainFilters } from '@/components/catalog/domain-filters';
import { parseDomainListQuery } from '@/components/catalog/domain-list-query';
import { DomainResults } from '@/components/catalog/domain-results';
import { CatalogHeader } from '@/components/catalog/catalog-header';
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
  const query = parseDomainListQuery(await searchParams);
  return (
    <>
      <CatalogHeader title="Active Listings" kicker="// THE RACKS">
        Every name on the shelves of the mall. Search, filter and sort; the view stays in the address bar, so you can
        share it.
      </CatalogHeader>
      <DomainFilters query={query} />
      <Suspense fallback={null}>
        <OutsideNameLookup q={query.q} />
      </Suspense>
      <DomainResults query={query} />
    </>
  );
}
