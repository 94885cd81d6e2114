import 'server-only';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { crashPoint } from '../../crash-point';
import { getDb, type Transaction } from '../../db';
import { buyerOffers, domains, nameEvents } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import {
  COUNTER_HIGHER,
  OFFER_NOT_FOUND,
  offerAmountProblem,
  offerMovedOn,
  PENDING_OFFER_STATUSES,
  type OfferStatus,
  OFFER_CHANGED,
} from '../../rules/buyer-offers';
import type { NameEventKind } from '../../rules/name-history';
import { openOfferOrder } from './offer-order';
import { expireOffersIn, transitionOffer, type BuyerOffer } from './transitions';

// The operator's side of offers (docs/operators.md "Offers"): the inbox, accept, decline with a reason, counter.

export type OfferSort = 'amount' | 'age';

export interface DeskOffer {
  offer: BuyerOffer;
  listPrice: string | null;
  history: { kind: NameEventKind; lamports: number | null; at: Date }[];
}

const HISTORY_BESIDE = 5;

/** Pending offers (or all, newest first), by amount (highest first) or age (oldest first), each with its name's price and latest events. */
export async function offerInbox(sort: OfferSort, { all = false, now = new Date() } = {}): Promise<DeskOffer[]> {
  const db = await getDb();
  await db.transaction((tx) => expireOffersIn(tx, now));
  const rows = await db
    .select({ offer: buyerOffers, listPrice: domains.price })
    .from(buyerOffers)
    .leftJoin(domains, eq(domains.slug, buyerOffers.domainSlug))
    .where(all ? undefined : inArray(buyerOffers.status, [...PENDING_OFFER_STATUSES]))
    .orderBy(sort === 'amount' ? desc(buyerOffers.amountLamports) : asc(buyerOffers.createdAt))
    .limit(200);
  const slugs = [...new Set(rows.map((r) => r.offer.domainSlug))];
  const events = slugs.length
    ? await db
        .select()
        .from(nameEvents)
        .where(inArray(nameEvents.domainSlug, slugs))
        .orderBy(desc(nameEvents.id))
        .limit(2000)
    : [];
  return rows.map(({ offer, listPrice }) => ({
    offer,
    listPrice,
    history: events
      .filter((e) => e.domainSlug === offer.domainSlug)
      .slice(0, HISTORY_BESIDE)
      .map((e) => ({ kind: e.kind as NameEventKind, lamports: e.lamports, at: e.createdAt })),
  }));
}

type Run = (tx: Transaction, offer: BuyerOffer) => Promise<BuyerOffer | null>;

/** Runs `run` on the offer, its row locked, when it is in one of `states`: 404 unknown, 409 moved on. */
async function lockedOffer(id: string, states: readonly OfferStatus[], run: Run): Promise<BuyerOffer> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [offer] = await tx.select().from(buyerOffers).where(eq(buyerOffers.id, id)).for('update');
    if (!offer) throw notFound(OFFER_NOT_FOUND);
    if (!(states as readonly string[]).includes(offer.status))
      throw conflict(offerMovedOn(offer.status as OfferStatus));
    const moved = await run(tx, offer);
    if (!moved) throw conflict(OFFER_CHANGED);
    return moved;
  });
}

/** Accepts an open offer at its amount: an order for the buyer's wallet holds the name for 24 hours. */
export async function acceptOffer(id: string, now = new Date()): Promise<BuyerOffer> {
  const accepted = await lockedOffer(id, ['open'], (tx, offer) => openOfferOrder(tx, offer, offer.amountLamports, now));
  crashPoint('offer.accepted');
  return accepted;
}

/** Declines an open or countered offer, with the reason the buyer reads. */
export function declineOffer(id: string, reason: string, now = new Date()): Promise<BuyerOffer> {
  const set = { declineReason: reason };
  return lockedOffer(id, PENDING_OFFER_STATUSES, (tx) =>
    transitionOffer(tx, { offerId: id, from: PENDING_OFFER_STATUSES, to: 'declined', set, now }),
  );
}

/** Counters an open offer with a higher price the buyer may accept or decline. */
export function counterOffer(id: string, lamports: number, now = new Date()): Promise<BuyerOffer> {
  return lockedOffer(id, ['open'], async (tx, offer) => {
    const [domain] = await tx.select().from(domains).where(eq(domains.slug, offer.domainSlug)).limit(1);
    const problem = offerAmountProblem(lamports, domain?.priceLamports ?? null);
    if (problem) throw badRequest(problem, 'amount');
    if (lamports <= offer.amountLamports) throw badRequest(COUNTER_HIGHER, 'amount');
    const set = { counterLamports: lamports };
    return transitionOffer(tx, { offerId: id, from: ['open'], to: 'countered', set, now });
  });
}

/** One offer, for the console's answer. */
export async function requireOffer(id: string): Promise<BuyerOffer> {
  const [offer] = await (await getDb()).select().from(buyerOffers).where(eq(buyerOffers.id, id)).limit(1);
  if (!offer) throw notFound(OFFER_NOT_FOUND);
  return offer;
}
