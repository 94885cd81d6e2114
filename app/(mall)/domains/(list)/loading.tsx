import { DomainListSkeleton } from '@/components/catalog/domain-list-skeleton';

export default function DomainsLoading() {
  return (
    <>
      <div className="mb-8 h-10 w-64 animate-pulse rounded bg-panel-2" aria-hidden="true" />
      <DomainListSkeleton />
    </>
  );
}
