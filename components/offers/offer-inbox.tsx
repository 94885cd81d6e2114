import Link from 'next/link';
import type { DeskOffer, OfferSort } from '@/lib/commerce/offers/offer-desk';
import { OFFER_STATUS_LABELS, type OfferStatus } from '@/lib/rules/buyer-offers';
import { formatSol, lamportsToSol } from '@/lib/rules/money';
import { NAME_EVENT_LABELS } from '@/lib/rules/name-history';
import { HOUR_MS } from '@/lib/rules/time';
import { OfferDeskActions } from './offer-desk-actions';

const sol = (lamports: number | null) => (lamports === null ? '' : formatSol(lamportsToSol(lamports)));
const shortWallet = (wallet: string) => `${wallet.slice(0, 4)}…${wallet.slice(-4)}`;

function SortLink({ sort, current, label }: { sort: OfferSort; current: OfferSort; label: string }) {
  return (
    <Link
      href={`/operator/offers?sort=${sort}`}
      aria-current={sort === current ? 'page' : undefined}
      className={`rounded border px-3 py-1 ${sort === current ? 'border-neon-cyan text-neon-cyan' : 'border-edge text-dim hover:text-neon-cyan'}`}
    >
      {label}
    </Link>
  );
}

/** The offers waiting on the operator or the buyer, each with its name's list price and latest events. */
export function OfferInbox({ offers, sort, now }: { offers: DeskOffer[]; sort: OfferSort; now: Date }) {
  return (
    <>
      <nav aria-label="Sort offers" className="mb-4 flex gap-2 font-mono text-sm">
        <SortLink sort="age" current={sort} label="Oldest first" />
        <SortLink sort="amount" current={sort} label="Highest first" />
      </nav>
      {offers.length === 0 ? (
        <p className="text-dim">No offers are waiting.</p>
      ) : (
        <ul className="grid gap-3" data-testid="offer-inbox">
          {offers.map(({ offer, listPrice, history }) => (
            <li key={offer.id} data-testid="offer-row" className="grid gap-3 panel p-4 sm:grid-cols-[1fr_1fr_auto]">
              <div>
                <Link href={`/domains/${offer.domainSlug}`} className="font-display text-lg text-neon-cyan">
                  {offer.domainSlug}.sol
                </Link>
                <p className="font-mono text-sm">
                  Offer {sol(offer.amountLamports)}
                  {offer.counterLamports ? ` · countered ${sol(offer.counterLamports)}` : ''} · list{' '}
                  {listPrice ?? 'none'}
                </p>
                <p className="font-mono text-xs text-dim">
                  {OFFER_STATUS_LABELS[offer.status as OfferStatus]} · {shortWallet(offer.wallet)} ·{' '}
                  {Math.max(0, Math.floor((now.getTime() - offer.createdAt.getTime()) / HOUR_MS))} h old · expires{' '}
                  {offer.expiresAt.toISOString().slice(0, 10)}
                </p>
                {offer.message ? <p className="mt-1 text-sm">“{offer.message}”</p> : null}
              </div>
              <ul className="font-mono text-xs text-dim" aria-label={`History of ${offer.domainSlug}.sol`}>
                {history.map((event, i) => (
                  <li key={i}>
                    {event.at.toISOString().slice(0, 10)} {NAME_EVENT_LABELS[event.kind]} {sol(event.lamports)}
                  </li>
                ))}
              </ul>
              <OfferDeskActions id={offer.id} status={offer.status} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
