import type { ReactNode } from 'react';
import { DomainExistenceGate } from '@/components/catalog/domain-existence-gate';
import { WikiHeader } from '@/components/lore/wiki-header';

export default async function WikiLayout({ children, params }: { children: ReactNode; params: Promise<{ slug: string }> }) {
  return (
    <>
      <WikiHeader />
      <DomainExistenceGate rawSlug={(await params).slug}>{children}</DomainExistenceGate>
    </>
  );
}
