import { IntentLink } from '@/components/navigation/intent-link';
import type { BuyerOffer } from '@/lib/commerce/offers/transitions';
import { OFFER_STATUS_LABELS, type OfferStatus } from '@/lib/rules/buyer-offers';
import { formatSol, lamportsToSol } from '@/lib/rules/money';
import { MyOfferActions } from './my-offer-actions';

const sol = (lamports: number) => formatSol(lamportsToSol(lamports));

/** A signed-in wallet's offers: each name, amount, counter, where it stands and what the wallet can do next. */
export function MyOffers({ offers }: { offers: BuyerOffer[] }) {
  return (
    <section aria-labelledby="my-offers-title" className="mt-10">
      <h2 id="my-offers-title" className="mb-3 font-display text-2xl text-neon-cyan">
        My offers
      </h2>
      {offers.length === 0 ? (
        <p className="panel p-6 text-dim">
          No offers from this wallet. Make one with Make an offer on any name’s page.
        </p>
      ) : (
        <ul className="grid gap-3" data-testid="my-offers">
          {offers.map((offer) => (
            <li key={offer.id} data-testid="my-offer" className="panel p-4">
              <p className="font-mono text-sm">
                <IntentLink href={`/domains/${offer.domainSlug}`} className="text-neon-cyan underline">
                  {offer.domainSlug}.sol
                </IntentLink>{' '}
                · offered {sol(offer.amountLamports)}
                {offer.counterLamports ? ` · countered at ${sol(offer.counterLamports)}` : ''} ·{' '}
                <span data-testid="my-offer-status">{OFFER_STATUS_LABELS[offer.status as OfferStatus]}</span>
              </p>
              {offer.declineReason ? <p className="text-sm text-dim">Reason: {offer.declineReason}</p> : null}
              {offer.status === 'accepted' && offer.orderId ? (
                <IntentLink href={`/orders/${offer.orderId}`} className="font-mono text-sm text-neon-green underline">
                  Pay for {offer.domainSlug}.sol
                </IntentLink>
              ) : null}
              {offer.status === 'open' || offer.status === 'countered' ? (
                <MyOfferActions id={offer.id} status={offer.status} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
