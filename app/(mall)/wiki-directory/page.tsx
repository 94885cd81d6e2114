import type { Metadata } from 'next';
import { IntentLink } from '@/components/navigation/intent-link';
import { CatalogHeader } from '@/components/catalog/catalog-header';
import { ChapterPager } from '@/components/lore/chapter-pager';
import { loreChapters } from '@/content/catalog';

export const metadata: Metadata = {
  title: 'Wiki Directory',
  description: 'The lore of the Retailverse in eight chapters, from the Scav Rack Era to the evolution of the mall.',
  alternates: { canonical: '/wiki-directory' },
};

export default function WikiDirectoryPage() {
  return (
    <>
      <CatalogHeader title="Wiki Directory" kicker="// THE LORE ARCHIVE">
        Eight chapters of how a dead mall became the Retailverse. Your progress is remembered on this device.
      </CatalogHeader>
      <ChapterPager chapters={loreChapters} />
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
