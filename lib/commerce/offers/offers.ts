import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { crashPoint } from '../../crash-point';
import { getDb, type Transaction } from '../../db';
import { buyerOffers, domains } from '../../db/schema';
import { badRequest, codedError, conflict, forbidden, notFound } from '../../errors';
import {
  LIVE_OFFER_STATUSES,
  MAX_LIVE_OFFERS_PER_WALLET,
  OFFER_ALREADY_LIVE,
  OFFER_NAME_SOLD,
  OFFER_NOT_FOUND,
  OFFER_NOT_YOURS,
  OFFER_RAISE_HIGHER,
  offerAmountProblem,
  offerExpiry,
  offerMovedOn,
  takesOffers,
  TOO_MANY_OFFERS,
  type OfferStatus,
  OFFER_CHANGED,
} from '../../rules/buyer-offers';
import { OFFER_NEEDS_HISTORY } from '../../rules/reward-proof';
import { requireRewardProof } from '../../tickets/reward-proof';
import { refuseSoldName } from '../orders/order-holds';
import { openOfferOrder } from './offer-order';
import { expireOffersIn, insertOffer, transitionOffer, type BuyerOffer } from './transitions';

// A buyer's side of offers (docs/product.md "Offers"): make one, raise or withdraw it, answer a counter.

const DOMAIN_NOT_FOUND = "This domain doesn't exist in our vault.";

export interface OfferRequest {
  lamports: number;
  message?: string | null;
  days: number;
  now?: Date;
}

const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: string })?.code === '23505' || (error as { cause?: { code?: string } })?.cause?.code === '23505';

/**
 * A signed-in wallet with proof (docs/tickets.md) offers on a catalogue name that is not sold. Its offers are
 * serialised by a lock on the wallet, and the partial unique index keeps one live offer per wallet and name whatever
 * else races: a second is refused (409 offer_live).
 */
export async function makeOffer(wallet: string, slug: string, request: OfferRequest): Promise<BuyerOffer> {
  const now = request.now ?? new Date();
  await requireRewardProof(wallet, OFFER_NEEDS_HISTORY, now);
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`offer:wallet:${wallet}`}))`);
      const [domain] = await tx.select().from(domains).where(eq(domains.slug, slug)).limit(1);
      if (!domain) throw notFound(DOMAIN_NOT_FOUND);
      if (!takesOffers(domain.status)) throw conflict(OFFER_NAME_SOLD);
      await refuseSoldName(tx, slug);
      const problem = offerAmountProblem(request.lamports, domain.priceLamports);
      if (problem) throw badRequest(problem, 'amount');
      await expireOffersIn(tx, now, { wallet, slug });
      const live = await tx
        .select({ slug: buyerOffers.domainSlug })
        .from(buyerOffers)
        .where(and(eq(buyerOffers.wallet, wallet), inArray(buyerOffers.status, [...LIVE_OFFER_STATUSES])));
      if (live.some((offer) => offer.slug === slug)) throw codedError('conflict', 'offer_live', OFFER_ALREADY_LIVE);
      if (live.length >= MAX_LIVE_OFFERS_PER_WALLET) throw codedError('conflict', 'too_many_offers', TOO_MANY_OFFERS);
      return insertOffer(tx, {
        id: randomUUID(),
        domainSlug: slug,
        wallet,
        amountLamports: request.lamports,
        message: request.message || null,
        expiresAt: offerExpiry(now, request.days),
        createdAt: now,
        updatedAt: now,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw codedError('conflict', 'offer_live', OFFER_ALREADY_LIVE);
    throw error;
  }
}

/** The wallet's own offer, locked; 404 or 403 otherwise, 409 when it is no longer in one of `states`. */
async function ownOffer(tx: Transaction, wallet: string, id: string, states: readonly OfferStatus[]) {
  const [offer] = await tx.select().from(buyerOffers).where(eq(buyerOffers.id, id)).for('update');
  if (!offer) throw notFound(OFFER_NOT_FOUND);
  if (offer.wallet !== wallet) throw forbidden(OFFER_NOT_YOURS);
  if (!(states as readonly string[]).includes(offer.status)) throw conflict(offerMovedOn(offer.status as OfferStatus));
  return offer;
}

const moved = (offer: BuyerOffer | null) => {
  if (!offer) throw conflict(OFFER_CHANGED);
  return offer;
};

/** Raises an open or countered offer: it is open again at the higher amount (a counter is dropped). */
export async function raiseOffer(wallet: string, id: string, lamports: number, now = new Date()): Promise<BuyerOffer> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const offer = await ownOffer(tx, wallet, id, ['open', 'countered']);
    if (lamports <= offer.amountLamports) throw badRequest(OFFER_RAISE_HIGHER, 'amount');
    const [domain] = await tx.select().from(domains).where(eq(domains.slug, offer.domainSlug)).limit(1);
    const problem = offerAmountProblem(lamports, domain?.priceLamports ?? null);
    if (problem) throw badRequest(problem, 'amount');
    const set = { amountLamports: lamports, counterLamports: null };
    return moved(await transitionOffer(tx, { offerId: id, from: ['open', 'countered'], to: 'open', set, now }));
  });
}

/** Withdraws an open or countered offer. */
export async function withdrawOffer(wallet: string, id: string, now = new Date()): Promise<BuyerOffer> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await ownOffer(tx, wallet, id, ['open', 'countered']);
    return moved(await transitionOffer(tx, { offerId: id, from: ['open', 'countered'], to: 'withdrawn', now }));
  });
}

/** The buyer takes the operator's counter: an order at the countered price holds the name for this wallet. */
export async function acceptCounter(wallet: string, id: string, now = new Date()): Promise<BuyerOffer> {
  const db = await getDb();
  const accepted = await db.transaction(async (tx) => {
    const offer = await ownOffer(tx, wallet, id, ['countered']);
    return openOfferOrder(tx, offer, offer.counterLamports ?? offer.amountLamports, now);
  });
  crashPoint('offer.accepted');
  return accepted;
}

/** The buyer turns the counter down: the offer is declined. */
export async function declineCounter(wallet: string, id: string, now = new Date()): Promise<BuyerOffer> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await ownOffer(tx, wallet, id, ['countered']);
    return moved(await transitionOffer(tx, { offerId: id, from: ['countered'], to: 'declined', now }));
  });
}

/** The wallet's offers, newest first (its pending ones past expiry are marked expired first). */
export async function walletOffers(wallet: string, now = new Date()): Promise<BuyerOffer[]> {
  const db = await getDb();
  await db.transaction((tx) => expireOffersIn(tx, now));
  return db.select().from(buyerOffers).where(eq(buyerOffers.wallet, wallet)).orderBy(desc(buyerOffers.createdAt));
}

/** What a name's page shows of its offers: how many are pending and the highest amount, never who made them. */
export async function offerSummary(
  slug: string,
  now = new Date(),
): Promise<{ open: number; highestLamports: number | null }> {
  const db = await getDb();
  const [row] = await db
    .select({ open: count(), highest: sql<string | null>`max(${buyerOffers.amountLamports})` })
    .from(buyerOffers)
    .where(
      and(
        eq(buyerOffers.domainSlug, slug),
        inArray(buyerOffers.status, ['open', 'countered']),
        sql`${buyerOffers.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    );
  return { open: Number(row?.open ?? 0), highestLamports: row?.highest == null ? null : Number(row.highest) };
}
