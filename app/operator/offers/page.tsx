import type { Metadata } from 'next';
import { ConsoleHeading } from '@/components/operator/console-heading';
import { ExportButton } from '@/components/operator/export-button';
import { requireConsole } from '@/components/operator/require-console';
import { OfferInbox } from '@/components/offers/offer-inbox';
import { offerInbox, type OfferSort } from '@/lib/commerce/offers/offer-desk';

export const metadata: Metadata = { title: 'Offers' };

type Search = Promise<Record<string, string | string[] | undefined>>;

/** Buyers' offers waiting on an answer (docs/operators.md "Offers"). */
export default async function ConsoleOffersPage({ searchParams }: { searchParams: Search }) {
  await requireConsole();
  const sort: OfferSort = (await searchParams).sort === 'amount' ? 'amount' : 'age';
  const now = new Date();
  const offers = await offerInbox(sort, { now });
  return (
    <>
      <ConsoleHeading title="Offers">
        Offers waiting on an answer: accept one (an order holds the name for the buyer for 24 hours), counter it, or
        decline it with a reason the buyer reads.
      </ConsoleHeading>
      <div className="mb-4 flex flex-wrap gap-3">
        <ExportButton table="offers" />
        <ExportButton table="activity" />
      </div>
      <OfferInbox offers={offers} sort={sort} now={now} />
    </>
  );
}
