import type { Metadata } from 'next';
import { AirtableDomains } from '@/components/airtable/airtable-domains';
import { CatalogHeader } from '@/components/catalog/catalog-header';
import { LIST_PURPOSES } from '@/components/catalog/list-purposes';
import { readFeedPage } from '@/lib/catalog/feed-page';
import { AIRTABLE_TITLE } from '@/lib/rules/error-messages';
import { AIRTABLE_PAGE_SIZE } from '@/lib/rules/catalog-limits';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: AIRTABLE_TITLE,
  description: 'Every name of the catalogue, as a plain list from the local domains feed.',
  alternates: { canonical: '/airtable-domains' },
};

/** The first page is read here, so the list is there without JavaScript; the component loads the rest. */
async function firstPage() {
  try {
    return await readFeedPage({ limit: AIRTABLE_PAGE_SIZE });
  } catch (error) {
    console.error('[airtable-domains] first page failed:', error instanceof Error ? error.message : error);
    return null;
  }
}

export default async function Page() {
  return (
    <div>
      <CatalogHeader title={AIRTABLE_TITLE} kicker="// LOCAL DOMAINS FEED" purpose={LIST_PURPOSES.airtable} />
      <AirtableDomains initial={await firstPage()} />
    </div>
  );
}
