import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ConsoleHeading } from '@/components/operator/console-heading';
import { DomainEditForm } from '@/components/operator/domain-edit-form';
import { requireConsole } from '@/components/operator/require-console';
import { readDomain } from '@/lib/catalog';

export const metadata: Metadata = { title: 'Edit a name' };

/** One name's edit form (price, status, listing, featured flag, category, lore). */
export default async function ConsoleDomainPage({ params }: { params: Promise<{ name: string }> }) {
  await requireConsole();
  const { name } = await params;
  const { domain } = await readDomain(decodeURIComponent(name));
  if (!domain) notFound();
  return (
    <>
      <p className="mb-2 font-mono text-sm">
        <Link href="/operator/catalog" className="text-dim hover:text-neon-cyan">
          ← Catalogue
        </Link>
      </p>
      <ConsoleHeading title={domain.name}>
        Changes show on every page of the mall within a second.{' '}
        <Link href={`/domains/${domain.slug}`} className="text-neon-cyan hover:underline">
          See it in the mall
        </Link>
      </ConsoleHeading>
      <DomainEditForm
        domain={{
          name: domain.name,
          price: domain.price,
          status: domain.status,
          category: domain.category,
          listed: domain.listed,
          featured: domain.featured,
          lore: domain.lore,
        }}
      />
    </>
  );
}
