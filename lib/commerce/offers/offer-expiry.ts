import 'server-only';
import { and, asc, inArray, lte } from 'drizzle-orm';
import { getDb } from '../../db';
import { buyerOffers } from '../../db/schema';
import { PENDING_OFFER_STATUSES } from '../../rules/buyer-offers';
import { transitionOffer } from './transitions';

/** Offers one pass moves at most; the next tick takes the rest. */
const EXPIRY_PASS = 500;

/**
 * The background worker's pass over offers (docs/product.md "Offers"): every pending offer past its expiry becomes
 * expired, each in a transaction of its own that also tells the buyer's inbox, so nobody has to read an offer for it
 * to expire. An accepted offer lapses with its order (lib/commerce/payments/payment-expiry.ts). An offer another
 * process moved meanwhile is left as it is.
 */
export async function expireDueOffers(now: Date): Promise<number> {
  const db = await getDb();
  const due = await db
    .select({ id: buyerOffers.id })
    .from(buyerOffers)
    .where(and(inArray(buyerOffers.status, [...PENDING_OFFER_STATUSES]), lte(buyerOffers.expiresAt, now)))
    .orderBy(asc(buyerOffers.expiresAt))
    .limit(EXPIRY_PASS);
  let expired = 0;
  for (const { id } of due) {
    const moved = await db.transaction((tx) =>
      transitionOffer(tx, { offerId: id, from: PENDING_OFFER_STATUSES, to: 'expired', now }),
    );
    if (moved) expired++;
  }
  return expired;
}
