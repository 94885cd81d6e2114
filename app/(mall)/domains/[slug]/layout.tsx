import type { ReactNode } from 'react';
import { DomainExistenceGate } from '@/components/catalog/domain-existence-gate';
import { DomainNotFound } from '@/components/catalog/domain-not-found';

export default async function DomainLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ slug: string }>;
}) {
  return (
    <DomainExistenceGate rawSlug={(await params).slug} missing={<DomainNotFound linkLabel="Back to Domains" />}>
      {children}
    </DomainExistenceGate>
  );
}
