import 'server-only';
import { SOLD_STATUSES } from '../../rules/live-sales';
import { and, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import { getDb, type Transaction } from '../../db';
import { domains, salePayments, saleOrders } from '../../db/schema';
import { expireCatalogTags, saleTags } from '../../catalog/cache';
import { bumpCatalogVersion } from '../../catalog/version-watch';
import type { ChainTransaction } from '../../integrations/solana-chain';
import type { OrderStatus } from '../../rules/order-states';
import { examineTransfer, settlePayment, type PaymentOutcome } from '../../rules/payments';
import { transitionOrder, updateOrderFacts, type SaleOrder } from '../orders/transitions';

export type SalePayment = typeof salePayments.$inferSelect;

/** The orders whose reference key a transaction names (a Solana Pay payment carries one). */
export async function ordersReferencedBy(tx: ChainTransaction): Promise<SaleOrder[]> {
  if (tx.accountKeys.length === 0) return [];
  const db = await getDb();
  return db.select().from(saleOrders).where(inArray(saleOrders.reference, tx.accountKeys));
}

/** Whether another order holds (awaiting payment, not expired) or bought the name, or the name is sold. */
async function nameTaken(tx: Transaction, order: SaleOrder, domainStatus: string | undefined, now: Date) {
  if (domainStatus === 'sold') return true;
  const [other] = await tx
    .select({ id: saleOrders.id })
    .from(saleOrders)
    .where(
      and(
        eq(saleOrders.domainSlug, order.domainSlug),
        ne(saleOrders.id, order.id),
        or(
          inArray(saleOrders.status, [...SOLD_STATUSES]),
          and(eq(saleOrders.status, 'awaiting_payment'), gt(saleOrders.expiresAt, now)),
        ),
      ),
    )
    .limit(1);
  return Boolean(other);
}

/**
 * Records one transaction carrying the order's reference, whatever it did, and moves the order on, in one database
 * transaction that holds the name's row: the decision to sell is made against the name's state at that moment, so
 * a late-seen payment never sells a name another order holds or bought (and a unique index forbids two sales).
 * A signature is recorded once; seen again, it changes nothing. Returns the outcome, or null when already recorded.
 */
export async function recordPayment(
  order: SaleOrder,
  chainTx: ChainTransaction,
  now = new Date(),
): Promise<PaymentOutcome | null> {
  const examined = examineTransfer(chainTx, { recipient: order.recipient, memo: order.id });
  const paidAt = chainTx.blockTime ?? now;
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [domain] = await tx
      .select({ status: domains.status })
      .from(domains)
      .where(eq(domains.slug, order.domainSlug))
      .for('update');
    const [current] = await tx.select().from(saleOrders).where(eq(saleOrders.id, order.id)).for('update');
    const [known] = await tx
      .select({ signature: salePayments.signature })
      .from(salePayments)
      .where(eq(salePayments.signature, chainTx.signature));
    if (known || !current) return null;
    const payment = {
      signature: chainTx.signature,
      orderId: current.id,
      source: examined.source,
      recipient: examined.recipient,
      lamports: examined.lamports,
      blockTime: paidAt,
    };
    if (examined.kind !== 'money') {
      await tx.insert(salePayments).values({ ...payment, outcome: examined.kind, reason: examined.reason });
      if (examined.kind === 'wrong_memo') await addReceived(tx, current.id, examined.lamports, now);
      return { outcome: examined.kind as PaymentOutcome, sold: false };
    }
    const earlier = await tx
      .select({ source: salePayments.source, lamports: salePayments.lamports })
      .from(salePayments)
      .where(and(eq(salePayments.orderId, current.id), eq(salePayments.outcome, 'underpaid')));
    const counted = earlier.reduce((sum, p) => sum + p.lamports, 0n);
    const settled = settlePayment({
      orderStatus: current.status as OrderStatus,
      expiresAt: current.expiresAt,
      priceLamports: current.amountLamports,
      countedLamports: counted,
      lamports: examined.lamports,
      paidAt,
      nameTaken: await nameTaken(tx, current, domain?.status, now),
    });
    await tx.insert(salePayments).values({ ...payment, outcome: settled.outcome, reason: settled.reason });
    const received = current.receivedLamports + examined.lamports;
    await updateOrderFacts(tx, current.id, { receivedLamports: received, lastError: null, updatedAt: now });
    if (settled.outcome === 'completed') {
      const buyer = largestPayer([...earlier, { source: examined.source, lamports: examined.lamports }]);
      await completeSale(tx, current, { buyer, signature: chainTx.signature, received, paidAt, now });
      return { outcome: settled.outcome, sold: true };
    }
    if (settled.orderStatus !== current.status) {
      await transitionOrder(tx, {
        orderId: current.id,
        from: [current.status as OrderStatus],
        to: settled.orderStatus,
        now,
      });
    }
    return { outcome: settled.outcome, sold: false };
  });
  if (result?.sold) expireCatalogTags(saleTags(order.domainName));
  return result?.outcome ?? null;
}

/**
 * The buyer of an order paid in parts: the source that paid the most of it (a stranger's 1-lamport top-up does not
 * make the stranger the buyer). Ties go to the earliest.
 */
function largestPayer(parts: { source: string | null; lamports: bigint }[]): string {
  const bySource = new Map<string, bigint>();
  for (const { source, lamports } of parts) {
    if (source) bySource.set(source, (bySource.get(source) ?? 0n) + lamports);
  }
  let best = '';
  let most = -1n;
  for (const [source, lamports] of bySource) {
    if (lamports > most) [best, most] = [source, lamports];
  }
  return best;
}

async function addReceived(tx: Transaction, orderId: string, lamports: bigint, now: Date) {
  await tx
    .update(saleOrders)
    .set({ receivedLamports: sql`${saleOrders.receivedLamports} + ${lamports}`, updatedAt: now })
    .where(eq(saleOrders.id, orderId));
}

/**
 * The sale, in the payment's transaction: the order paid by its buyer (the transfer's source), the name sold
 * everywhere, and every consequence queued in the outbox (tickets, referral, delivery, the rate, the receipt).
 */
async function completeSale(
  tx: Transaction,
  order: SaleOrder,
  sale: { buyer: string; signature: string; received: bigint; paidAt: Date; now: Date },
) {
  await transitionOrder(tx, {
    orderId: order.id,
    from: [order.status as OrderStatus],
    to: 'paid',
    set: { buyer: sale.buyer, signature: sale.signature, paidLamports: sale.received, paidAt: sale.paidAt },
    effects: [
      { kind: 'tickets.purchase' },
      { kind: 'referral.credit' },
      { kind: 'delivery.start' },
      { kind: 'sale.rate' },
      { kind: 'receipt.mint' },
    ],
    now: sale.now,
  });
  await tx
    .update(salePayments)
    .set({ outcome: 'completed' })
    .where(and(eq(salePayments.orderId, order.id), eq(salePayments.outcome, 'underpaid')));
  await tx
    .update(domains)
    .set({ status: 'sold', available: false, updatedAt: sale.now })
    .where(eq(domains.slug, order.domainSlug));
  await bumpCatalogVersion(tx, saleTags(order.domainName));
}

/** Every payment recorded for an order, oldest first. */
export async function paymentsOf(orderId: string): Promise<SalePayment[]> {
  const db = await getDb();
  return db
    .select()
    .from(salePayments)
    .where(eq(salePayments.orderId, orderId))
    .orderBy(salePayments.blockTime, salePayments.createdAt);
}
