import type { ReactNode } from 'react';
import { DomainExistenceGate } from '@/components/catalog/domain-existence-gate';
import { DomainNotFound } from '@/components/catalog/domain-not-found';
import { WikiHeader } from '@/components/lore/wiki-header';
import { WikiHero } from '@/components/lore/wiki-hero';
import { parseSlugParam } from '@/lib/seo/urls';

export default async function WikiLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ slug: string }>;
}) {
  const rawSlug = (await params).slug;
  const slug = parseSlugParam(rawSlug);
  return (
    <>
      <WikiHeader />
      <DomainExistenceGate rawSlug={rawSlug} missing={<DomainNotFound linkLabel="Browse Domains" />}>
        {/* Above the page's loading boundary: the hero needs no data, so it paints with the first HTML. */}
        {slug ? <WikiHero slug={slug} /> : null}
        {children}
      </DomainExistenceGate>
    </>
  );
}
