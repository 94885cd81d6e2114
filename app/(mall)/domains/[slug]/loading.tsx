import { DomainDetailSkeleton } from '@/components/catalog/domain-detail-skeleton';

export default function DomainLoading() {
  return <DomainDetailSkeleton />;
}
