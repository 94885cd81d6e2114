import type { Metadata } from 'next';
import { IntentLink } from '@/components/navigation/intent-link';
import { CatalogHeader } from '@/components/catalog/catalog-header';
import { LoreModal } from '@/components/lore/lore-modal';
import { loreChapters } from '@/content/catalog';

export const metadata: Metadata = {
  title: 'What is Retailverse?',
  description:
    'The story of the Retailverse: a dead mall brought back to life by builders and degens selling .sol names.',
  alternates: { canonical: '/lore' },
};

export default function LorePage() {
  return (
    <>
      <CatalogHeader title="What is Retailverse?" kicker="// LORE">
        A dead mall, a bent metal shelf of names and a crowd that refused to leave.
      </CatalogHeader>
      <p className="text-dim">
        Prefer reading at your own pace? The same chapters live in the{' '}
        <IntentLink href="/wiki-directory" className="text-neon-cyan underline">
          Wiki Directory
        </IntentLink>
        .
      </p>
      <LoreModal chapters={loreChapters} />
    </>
  );
}
