import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type Database, type Transaction } from '../../db';
import {
  domains,
  nameDeliveries,
  outboxJobs,
  refundIntents,
  salePayments,
  saleOrders,
  saleRefunds,
} from '../../db/schema';
import { saleTags } from '../../catalog/cache';
import { bumpCatalogVersion } from '../../catalog/version-watch';
import { queueNotification } from '../../inbox/notify';
import { notifyWatchers, watchSnapshot } from '../../inbox/watch-notices';
import { isSaleStatus, type OrderStatus } from '../../rules/order-states';
import { RECEIVED_OUTCOMES } from '../../rules/payments';
import { owedBySource, type RefundRecipient } from '../../rules/refunds';
import type { SaleOrder } from '../orders/sale-orders';
import { transitionOrder, updateOrderFacts } from '../orders/transitions';

// A refund's records (docs/payments.md "Refunds"): an intent before it is sent; once verified, a sale_refunds row and
// the order's move. Every write here runs in the caller's transaction.

export type RefundIntent = typeof refundIntents.$inferSelect;
type Executor = Database | Transaction;

/** Intents not yet settled: built (not sent yet, as far as the mall knows) or sent (its signature stored). */
export const OPEN_INTENT_STATES = ['built', 'sent'] as const;

export const recipientsOf = (intent: RefundIntent): RefundRecipient[] =>
  (intent.recipients as { address: string; lamports: string }[]).map((r) => ({
    address: r.address,
    lamports: BigInt(r.lamports),
  }));
export const storedRecipients = (recipients: readonly RefundRecipient[]) =>
  recipients.map((r) => ({ address: r.address, lamports: r.lamports.toString() }));

export async function openIntentsOf(db: Executor, orderId: string): Promise<RefundIntent[]> {
  return db
    .select()
    .from(refundIntents)
    .where(and(eq(refundIntents.orderId, orderId), inArray(refundIntents.state, [...OPEN_INTENT_STATES])))
    .orderBy(asc(refundIntents.createdAt));
}

export async function readIntent(db: Executor, id: string): Promise<RefundIntent | null> {
  const [intent] = await db.select().from(refundIntents).where(eq(refundIntents.id, id));
  return intent ?? null;
}

/** Where an order's sale stands: a refund_pending order stands where it came from. */
const standingStatus = (order: SaleOrder) =>
  (order.status === 'refund_pending' ? order.priorStatus : order.status) as OrderStatus;

/**
 * What each payer of the order is owed now. `whole`: everything it paid comes back (a whole refund); otherwise a sale
 * that stands keeps its price. Part refunds verified since the last whole one are taken off their recipients.
 */
export async function owedOn(db: Executor, order: SaleOrder, { whole }: { whole: boolean }) {
  const payments = await db.select().from(salePayments).where(eq(salePayments.orderId, order.id));
  const settled = await db
    .select()
    .from(refundIntents)
    .where(and(eq(refundIntents.orderId, order.id), eq(refundIntents.state, 'confirmed')))
    .orderBy(asc(refundIntents.settledAt));
  const lastWhole = settled.findLastIndex((intent) => intent.whole);
  const refunded = settled.slice(lastWhole + 1).flatMap(recipientsOf);
  const keep = !whole && isSaleStatus(order.status, order.priorStatus);
  return owedBySource(payments, { keep, price: order.amountLamports, refunded });
}

/** When the latest payment these wallets made to the order reached the seller: a refund cannot be older. */
export async function lastPaidAt(db: Executor, orderId: string, sources: readonly string[]): Promise<Date | null> {
  const payments = await db
    .select({ blockTime: salePayments.blockTime, source: salePayments.source })
    .from(salePayments)
    .where(and(eq(salePayments.orderId, orderId), inArray(salePayments.outcome, [...RECEIVED_OUTCOMES])));
  const times = payments.filter((p) => p.source && sources.includes(p.source)).map((p) => p.blockTime.getTime());
  return times.length ? new Date(Math.max(...times)) : null;
}

/** A settled intent leaves its `refund.verify` nothing to do: done now, so the order's later jobs need not wait. */
async function finishVerifyJob(tx: Transaction, intentId: string, now: Date) {
  await tx
    .update(outboxJobs)
    .set({ state: 'done', doneAt: now, claimedUntil: null, lastError: null })
    .where(
      and(eq(outboxJobs.dedupeKey, `refund.verify:${intentId}`), inArray(outboxJobs.state, ['pending', 'failed'])),
    );
}

/** A whole refund's order goes back where it came from (its delivery resumes) when the refund will not happen. */
async function restore(tx: Transaction, intent: RefundIntent, now: Date) {
  if (!intent.whole) return;
  const [order] = await tx.select().from(saleOrders).where(eq(saleOrders.id, intent.orderId)).for('update');
  if (order?.status !== 'refund_pending' || !order.priorStatus) return;
  await transitionOrder(tx, { orderId: order.id, from: ['refund_pending'], to: order.priorStatus as OrderStatus, now });
}

/** The intent will not be a refund: rejected with its reason, or expired (it never landed). False if already settled. */
export async function closeIntent(
  tx: Transaction,
  intent: RefundIntent,
  state: 'rejected' | 'expired',
  reason: string,
  now: Date,
): Promise<boolean> {
  const closed = await tx
    .update(refundIntents)
    .set({ state, reason: reason.slice(0, 500), settledAt: now, updatedAt: now })
    .where(and(eq(refundIntents.id, intent.id), inArray(refundIntents.state, [...OPEN_INTENT_STATES])))
    .returning({ id: refundIntents.id });
  if (closed.length === 0) return false;
  await finishVerifyJob(tx, intent.id, now);
  await restore(tx, intent, now);
  const [order] = await tx
    .select({ name: saleOrders.domainName })
    .from(saleOrders)
    .where(eq(saleOrders.id, intent.orderId));
  await queueNotification(
    tx,
    {
      to: { operators: true },
      kind: 'operator.refund-attention',
      name: order?.name,
      orderId: intent.orderId,
      lamports: intent.lamports,
      detail: { reason: `refund ${state}: ${reason.slice(0, 200)}` },
      dedupeKey: `refund-attention:${intent.id}`,
    },
    now,
  );
  return true;
}

/** A paid name's delivery waiting to be sent will not be: the sale is refunded. */
async function stopDelivery(tx: Transaction, orderId: string, now: Date) {
  await tx
    .update(nameDeliveries)
    .set({ state: 'refused', lastError: 'The order was refunded.', claimedUntil: null, updatedAt: now })
    .where(and(eq(nameDeliveries.orderId, orderId), inArray(nameDeliveries.state, ['pending', 'blocked'])));
}

/**
 * Records a verified refund: the intent confirmed with its signature, a sale_refunds row, and for a whole refund the
 * order refunded (whatever it did meanwhile: a refund that landed is always recorded), its payments marked refunded,
 * its tickets reversed by the outbox, and a paid name not yet transferred back on sale. Returns whether the name was
 * put back on sale (its cache tags expire after the commit), or null when the intent was already settled.
 */
export async function recordRefund(
  tx: Transaction,
  intent: RefundIntent,
  signature: string,
  now: Date,
): Promise<{ reopened: string | null } | null> {
  const [order] = await tx.select().from(saleOrders).where(eq(saleOrders.id, intent.orderId));
  await tx.select({ slug: domains.slug }).from(domains).where(eq(domains.slug, order.domainSlug)).for('update');
  const [current] = await tx.select().from(saleOrders).where(eq(saleOrders.id, intent.orderId)).for('update');
  if (intent.whole && current.status === 'delivering') {
    throw new Error('the custody transfer of this name is in flight: the refund is recorded once it settles');
  }
  const confirmed = await tx
    .update(refundIntents)
    .set({ state: 'confirmed', signature, reason: null, settledAt: now, updatedAt: now })
    .where(and(eq(refundIntents.id, intent.id), inArray(refundIntents.state, [...OPEN_INTENT_STATES])))
    .returning({ id: refundIntents.id });
  if (confirmed.length === 0) return null;
  await finishVerifyJob(tx, intent.id, now);
  await tx
    .insert(saleRefunds)
    .values({ signature, orderId: current.id, lamports: intent.lamports, createdAt: now })
    .onConflictDoNothing();
  const refundedLamports = current.refundedLamports + intent.lamports;
  if (!intent.whole || current.status === 'refunded') {
    await updateOrderFacts(tx, current.id, { refundedLamports, updatedAt: now });
    return { reopened: null };
  }
  const standing = standingStatus(current);
  const sold = isSaleStatus(standing);
  await transitionOrder(tx, {
    orderId: current.id,
    from: [current.status as OrderStatus],
    to: 'refunded',
    set: { refundedLamports, lastError: null },
    effects: sold
      ? [{ kind: 'tickets.reverse', payload: { signature }, dedupeKey: `tickets.reverse:${signature}` }]
      : [],
    now,
  });
  await tx
    .update(salePayments)
    .set({ outcome: 'refunded', updatedAt: now })
    .where(and(eq(salePayments.orderId, current.id), inArray(salePayments.outcome, [...RECEIVED_OUTCOMES])));
  if (standing !== 'paid') return { reopened: null };
  await stopDelivery(tx, current.id, now);
  const watched = await watchSnapshot(tx, current.domainSlug);
  await tx
    .update(domains)
    .set({ status: 'available', available: true, updatedAt: now })
    .where(and(eq(domains.slug, current.domainSlug), eq(domains.status, 'sold')));
  await notifyWatchers(tx, watched, now);
  await bumpCatalogVersion(tx, saleTags(current.domainName));
  return { reopened: current.domainName };
}

/** Refunds recorded for an order, oldest first. */
export async function refundsOf(orderId: string) {
  const db = await getDb();
  return db
    .select()
    .from(saleRefunds)
    .where(eq(saleRefunds.orderId, orderId))
    .orderBy(sql`${saleRefunds.createdAt}`);
}

/** An order's refund intents, newest first (the console shows those rejected or expired with their reason). */
export async function intentsOf(orderId: string): Promise<RefundIntent[]> {
  const db = await getDb();
  return db
    .select()
    .from(refundIntents)
    .where(eq(refundIntents.orderId, orderId))
    .orderBy(sql`${refundIntents.createdAt} desc`);
}
