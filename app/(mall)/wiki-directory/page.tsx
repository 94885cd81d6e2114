import type { Metadata } from 'next';
import { LIST_PURPOSES } from '@/components/catalog/list-purposes';
import { IntentLink } from '@/components/navigation/intent-link';
import { CatalogHeader } from '@/components/catalog/catalog-header';
import { ChapterPager } from '@/components/lore/chapter-pager';
import { loreChapters } from '@/content/catalog';

export const metadata: Metadata = {
  title: 'Wiki Directory',
  description: 'The lore of the Retailverse in eight chapters, from the Scav Rack Era to the evolution of the mall.',
  alternates: { canonical: '/wiki-directory' },
};

/** `?chapter=N` (1-8) opens that chapter: the pager's links work before and without JavaScript. */
function chapterIndex(value: string | string[] | undefined): number {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(n) && n >= 1 && n <= loreChapters.length ? n - 1 : 0;
}

export default async function WikiDirectoryPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { chapter } = await searchParams;
  return (
    <>
      <CatalogHeader title="Wiki Directory" kicker="// THE LORE ARCHIVE" purpose={LIST_PURPOSES.wikiDirectory}>
        Eight chapters of how a dead mall became the Retailverse. Your progress is remembered on this device.
      </CatalogHeader>
      <ChapterPager
        chapters={loreChapters}
        initialIndex={chapterIndex(chapter)}
        chapterHrefPrefix="/wiki-directory?chapter="
      />
      <p className="mt-8">
        <IntentLink
          href="/directory"
          className="rounded border border-neon-pink px-4 py-2 font-mono text-sm text-neon-pink hover:bg-neon-pink/10"
        >
          Open the Mall Directory
        </IntentLink>
      </p>
    </>
  );
}
