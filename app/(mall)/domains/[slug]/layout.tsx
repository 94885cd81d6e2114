import type { ReactNode } from 'react';
import { DomainExistenceGate } from '@/components/catalog/domain-existence-gate';

export default async function DomainLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ slug: string }>;
}) {
  return <DomainExistenceGate rawSlug={(await params).slug}>{children}</DomainExistenceGate>;
}
