import type { Metadata } from 'next';
import Link from 'next/link';
import { cache } from 'react';
import { ConsoleHeading } from '@/components/operator/console-heading';
import { ConsoleNotFound } from '@/components/operator/console-not-found';
import { NameEditor } from '@/components/operator/name-editor';
import { defaultLore } from '@/components/catalog/default-lore';
import { requireConsole } from '@/components/operator/require-console';
import { readDomain } from '@/lib/catalog';
import { answerStatus } from '@/lib/http/answer-status';
import { consoleAccess } from '@/lib/auth/operator-session';
import { parseSlugParam } from '@/lib/seo/urls';

type Props = { params: Promise<{ name: string }> };

/** One read per request, shared by the page and its title. */
const loadName = cache(async (raw: string) => {
  const slug = parseSlugParam(raw);
  return slug ? (await readDomain(slug)).domain : null;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // Only an operator learns whether a name exists from the title.
  const missing = (await consoleAccess()).state === 'operator' && !(await loadName((await params).name));
  return { title: missing ? 'Name Not Found' : 'Edit a name' };
}

/** One name's editor: its fields, each checked where it is typed, and a preview. */
export default async function ConsoleDomainPage({ params }: Props) {
  await requireConsole();
  const domain = await loadName((await params).name);
  if (!domain) {
    answerStatus(404);
    return (
      <ConsoleNotFound
        title="Name Not Found"
        message="The catalogue has no such name. Search for it in the catalogue, or import it."
        backHref="/operator/catalog"
        backLabel="Back to Catalogue"
      />
    );
  }
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
      <NameEditor
        name={{
          name: domain.name,
          slug: domain.slug,
          available: domain.available,
          price: domain.price,
          status: domain.status,
          category: domain.category,
          listed: domain.listed,
          featured: domain.featured,
          vaulted: domain.vaulted,
          description: domain.description,
          website: domain.website,
          tags: domain.tags,
          imageUrl: domain.imageUrl,
          lore: domain.lore,
        }}
        defaultLore={defaultLore(domain)}
      />
    </>
  );
}
