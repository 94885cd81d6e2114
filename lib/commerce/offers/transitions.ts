import 'server-only';
import { and, eq, inArray, lte, ne } from 'drizzle-orm';
import type { Transaction } from '../../db';
import { buyerOffers } from '../../db/schema';
import { recordNameEvent } from '../../catalog/name-history';
import { notifyOfferMove } from '../../inbox/offer-notices';
import { canMoveOffer, OFFER_DECLINED_SOLD, PENDING_OFFER_STATUSES, type OfferStatus } from '../../rules/buyer-offers';

// The one module that writes a buyer offer's status (docs/product.md "Offers"), in the caller's transaction, with the
// name's history and the inbox messages it sends beside it (lib/inbox/offer-notices.ts).

export type BuyerOffer = typeof buyerOffers.$inferSelect;
type NewOffer = Omit<typeof buyerOffers.$inferInsert, 'status'>;
type OfferFacts = Omit<Partial<BuyerOffer>, 'id' | 'status' | 'domainSlug' | 'wallet'>;

class IllegalOfferMove extends Error {
  constructor(from: OfferStatus, to: OfferStatus) {
    super(`An offer cannot move from ${from} to ${to}.`);
  }
}

/** A wallet makes an offer: it is open, and the name's history says an offer was made (its amount, not who). */
export async function insertOffer(tx: Transaction, values: NewOffer): Promise<BuyerOffer> {
  const [offer] = await tx
    .insert(buyerOffers)
    .values({ ...values, status: 'open' })
    .returning();
  await recordNameEvent(tx, {
    slug: offer.domainSlug,
    kind: 'offered',
    lamports: offer.amountLamports,
    offerId: offer.id,
    at: offer.createdAt,
  });
  await notifyOfferMove(tx, null, offer, offer.createdAt);
  return offer;
}

export interface OfferMove {
  offerId: string;
  /** The states the move starts from; an offer found in another state is left alone (null is answered). */
  from: readonly OfferStatus[];
  to: OfferStatus;
  set?: OfferFacts;
  now: Date;
}

/**
 * Moves an offer, its row locked, from one of `from` to `to`. A raise (open again with a higher amount) is an offer
 * made; an acceptance (with its order) is the name's "offer accepted".
 */
export async function transitionOffer(tx: Transaction, move: OfferMove): Promise<BuyerOffer | null> {
  for (const from of move.from) if (!canMoveOffer(from, move.to)) throw new IllegalOfferMove(from, move.to);
  const [current] = await tx.select().from(buyerOffers).where(eq(buyerOffers.id, move.offerId)).for('update');
  if (!current || !(move.from as readonly string[]).includes(current.status)) return null;
  const [moved] = await tx
    .update(buyerOffers)
    .set({ ...move.set, status: move.to, updatedAt: move.now })
    .where(eq(buyerOffers.id, move.offerId))
    .returning();
  if (move.to === 'open' && moved.amountLamports !== current.amountLamports) {
    const event = { slug: moved.domainSlug, kind: 'offered' as const, lamports: moved.amountLamports };
    await recordNameEvent(tx, { ...event, offerId: moved.id, at: move.now });
  }
  if (move.to === 'accepted') {
    const lamports = moved.counterLamports ?? moved.amountLamports;
    const event = { slug: moved.domainSlug, kind: 'offer_accepted' as const, lamports, orderId: moved.orderId };
    await recordNameEvent(tx, { ...event, offerId: moved.id, at: move.now });
  }
  await notifyOfferMove(tx, current.status as OfferStatus, moved, move.now);
  return moved;
}

/**
 * What an order's move means for the offer it came from, and for the name's other offers (called by
 * lib/commerce/orders/transitions.ts in the move's transaction): paid, the offer is paid and every other pending
 * offer on the name is declined; expired unpaid, the accepted offer lapses and the name is free again.
 */
export async function offersFollowOrder(
  tx: Transaction,
  order: { id: string; domainSlug: string },
  to: string,
  now: Date,
): Promise<void> {
  if (to !== 'paid' && to !== 'expired') return;
  const [fromOffer] = await tx.select().from(buyerOffers).where(eq(buyerOffers.orderId, order.id)).limit(1);
  if (fromOffer)
    await transitionOffer(tx, {
      offerId: fromOffer.id,
      from: ['accepted'],
      to: to === 'paid' ? 'paid' : 'lapsed',
      now,
    });
  if (to !== 'paid') return;
  const others = await tx
    .select({ id: buyerOffers.id })
    .from(buyerOffers)
    .where(
      and(
        eq(buyerOffers.domainSlug, order.domainSlug),
        inArray(buyerOffers.status, [...PENDING_OFFER_STATUSES]),
        fromOffer ? ne(buyerOffers.id, fromOffer.id) : undefined,
      ),
    );
  for (const { id } of others)
    await transitionOffer(tx, {
      offerId: id,
      from: PENDING_OFFER_STATUSES,
      to: 'declined',
      set: { declineReason: OFFER_DECLINED_SOLD },
      now,
    });
}

/** Pending offers past their expiry, of one wallet and name or of the whole mall, become expired. */
export async function expireOffersIn(tx: Transaction, now: Date, only?: { wallet: string; slug: string }) {
  const due = await tx
    .select({ id: buyerOffers.id })
    .from(buyerOffers)
    .where(
      and(
        inArray(buyerOffers.status, [...PENDING_OFFER_STATUSES]),
        lte(buyerOffers.expiresAt, now),
        only ? and(eq(buyerOffers.wallet, only.wallet), eq(buyerOffers.domainSlug, only.slug)) : undefined,
      ),
    )
    .limit(500);
  for (const { id } of due)
    await transitionOffer(tx, { offerId: id, from: PENDING_OFFER_STATUSES, to: 'expired', now });
}
