import type { OfferStatus } from '../../rules/buyer-offers';
import type { NameEventKind } from '../../rules/name-history';
import type { BuyerOffer } from './transitions';

/** An offer as its wallet and the operator read it (amounts in lamports, as decimal text). */
export function offerView(offer: BuyerOffer) {
  return {
    id: offer.id,
    slug: offer.domainSlug,
    wallet: offer.wallet,
    status: offer.status as OfferStatus,
    amountLamports: String(offer.amountLamports),
    counterLamports: offer.counterLamports === null ? null : String(offer.counterLamports),
    message: offer.message,
    declineReason: offer.declineReason,
    expiresAt: offer.expiresAt.toISOString(),
    orderId: offer.orderId,
    createdAt: offer.createdAt.toISOString(),
  };
}

type OfferView = ReturnType<typeof offerView>;

/** POST /api/offers (201) and POST /api/offers/{id}: the offer. */
export interface OfferAnswer {
  offer: OfferView;
}

/** GET /api/offers: the signed-in wallet's offers, newest first. */
export interface OfferList {
  offers: OfferView[];
}

/** GET /api/domains/{slug}/offers: how many offers wait on the name and the highest, never who made them. */
export interface OfferSummary {
  open: number;
  highestLamports: string | null;
}

/** POST /api/operator/offers `list`: the inbox, each offer with its name's list price and latest events. */
export interface OfferInbox {
  offers: (OfferView & {
    listPrice: string | null;
    history: { kind: NameEventKind; lamports: string | null; at: string }[];
  })[];
}
