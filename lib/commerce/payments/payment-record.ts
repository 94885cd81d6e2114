import 'server-only';
import { and, eq, gt, inArray, ne, or } from 'drizzle-orm';
import { getDb, type Transaction } from '../../db';
import { domains, salePayments, saleOrders } from '../../db/schema';
import { expireCatalogTags, saleTags } from '../../catalog/cache';
import { bumpCatalogVersion } from '../../catalog/version-watch';
import { notifyWatchers, watchSnapshot } from '../../inbox/watch-notices';
import type { ChainTransaction, Commitment } from '../../integrations/solana-chain';
import { NAME_SOLD_STATUSES, type OrderStatus } from '../../rules/order-states';
import { examineTransfers, type ExaminedTransfer } from '../../rules/payment-attribution';
import { settlePayment, type PaymentOutcome } from '../../rules/payments';
import { crashPoint } from '../../crash-point';
import { transitionOrder, updateOrderFacts, type SaleOrder } from '../orders/transitions';
import { agreedPayers, ordersReferencedBy } from './referenced-orders';
import { retakeVoucher } from '../vouchers/vouchers';

export type SalePayment = typeof salePayments.$inferSelect;

/** Whether another order holds the name (awaiting payment, not expired, or confirming) or sold it, or it is sold. */
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
          inArray(saleOrders.status, [...NAME_SOLD_STATUSES, 'confirming']),
          and(eq(saleOrders.status, 'awaiting_payment'), gt(saleOrders.expiresAt, now)),
          and(eq(saleOrders.status, 'refund_pending'), inArray(saleOrders.priorStatus, [...NAME_SOLD_STATUSES])),
        ),
      ),
    )
    .limit(1);
  return Boolean(other);
}

/** Payments of the order still awaiting finality, other than `signature`. */
async function otherPending(tx: Transaction, orderId: string, signature: string): Promise<boolean> {
  const [pending] = await tx
    .select({ signature: salePayments.signature })
    .from(salePayments)
    .where(
      and(
        eq(salePayments.orderId, orderId),
        eq(salePayments.commitment, 'confirmed'),
        ne(salePayments.signature, signature),
      ),
    )
    .limit(1);
  return Boolean(pending);
}

/** What reaches the seller and waits for finality like money, but is owed back once final. */
const OWED_WHEN_FINAL: readonly ExaminedTransfer['kind'][] = ['money', 'wrong_memo', 'wrong_payer'];

/** The row of one transaction's payment to one order, as it was read. */
const paymentRow = (order: SaleOrder, examined: ExaminedTransfer, chainTx: ChainTransaction, now: Date) => ({
  signature: chainTx.signature,
  orderId: order.id,
  source: examined.source,
  recipient: examined.recipient,
  lamports: examined.lamports,
  blockTime: chainTx.blockTime ?? now,
  slot: chainTx.slot,
});

async function writePayment(
  tx: Transaction,
  row: Omit<typeof salePayments.$inferInsert, 'createdAt' | 'updatedAt'>,
  now: Date,
): Promise<void> {
  await tx
    .insert(salePayments)
    .values({ ...row, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [salePayments.signature, salePayments.orderId],
      set: {
        outcome: row.outcome,
        reason: row.reason ?? null,
        commitment: row.commitment,
        lamports: row.lamports,
        source: row.source,
        updatedAt: now,
      },
    });
}

/** Moves the order where a settled payment leaves it, or to confirming while another payment awaits finality. */
async function moveAfter(tx: Transaction, order: SaleOrder, target: OrderStatus, signature: string, now: Date) {
  const waits =
    (target === 'awaiting_payment' || target === 'expired') && (await otherPending(tx, order.id, signature));
  const to: OrderStatus = waits ? 'confirming' : target;
  if (to === order.status) return;
  await transitionOrder(tx, { orderId: order.id, from: [order.status as OrderStatus], to, now });
}

/**
 * A payment seen at `confirmed`: recorded as pending, and the order shows "Confirming" (it holds its name) while the
 * payment awaits finality. Nothing is sold, credited or delivered yet.
 */
async function recordPending(
  tx: Transaction,
  order: SaleOrder,
  examined: ExaminedTransfer,
  chainTx: ChainTransaction,
  now: Date,
) {
  const paidAt = chainTx.blockTime ?? now;
  await writePayment(
    tx,
    { ...paymentRow(order, examined, chainTx, now), outcome: 'pending', reason: null, commitment: 'confirmed' },
    now,
  );
  const canHold =
    examined.kind === 'money' &&
    (order.status === 'awaiting_payment' ||
      (order.status === 'expired' && paidAt <= order.expiresAt && !(await nameTaken(tx, order, undefined, now))));
  if (canHold)
    await transitionOrder(tx, { orderId: order.id, from: [order.status as OrderStatus], to: 'confirming', now });
}

/**
 * A voucher's discount holds only while its order can complete: a late completion takes the voucher back if it is
 * still free, or the order is settled at its list price (docs/product.md "Vouchers").
 */
async function priceNow(tx: Transaction, order: SaleOrder): Promise<bigint> {
  if (order.listLamports === null || order.listLamports === order.amountLamports) return order.amountLamports;
  if (await retakeVoucher(tx, order)) return order.amountLamports;
  await updateOrderFacts(tx, order.id, { amountLamports: order.listLamports });
  return order.listLamports;
}

/** A final payment: settled against the order and the name as they stand now (docs/payments.md "Settling"). */
async function recordFinal(
  tx: Transaction,
  order: SaleOrder,
  examined: ExaminedTransfer,
  chainTx: ChainTransaction,
  domainStatus: string | undefined,
  now: Date,
): Promise<{ outcome: PaymentOutcome; sold: boolean }> {
  const paidAt = chainTx.blockTime ?? now;
  const payment = {
    ...paymentRow(order, examined, chainTx, now),
    commitment: 'finalized',
    claimedLamports: examined.kind === 'money' ? null : (examined.claimedLamports ?? null),
  };
  if (examined.kind !== 'money') {
    await writePayment(tx, { ...payment, outcome: examined.kind, reason: examined.reason }, now);
    if (examined.kind === 'wrong_memo' || examined.kind === 'wrong_payer') {
      await updateOrderFacts(tx, order.id, { receivedLamports: order.receivedLamports + examined.lamports });
    }
    if (order.status === 'confirming')
      await moveAfter(tx, order, order.expiresAt > now ? 'awaiting_payment' : 'expired', chainTx.signature, now);
    return { outcome: examined.kind, sold: false };
  }
  const earlier = await tx
    .select({ source: salePayments.source, lamports: salePayments.lamports })
    .from(salePayments)
    .where(and(eq(salePayments.orderId, order.id), eq(salePayments.outcome, 'underpaid')));
  const counted = earlier.reduce((sum, p) => sum + p.lamports, 0n);
  const price = await priceNow(tx, order);
  const settled = settlePayment({
    orderStatus: order.status as OrderStatus,
    expiresAt: order.expiresAt,
    priceLamports: price,
    countedLamports: counted,
    lamports: examined.lamports,
    paidAt,
    nameTaken: await nameTaken(tx, order, domainStatus, now),
    now,
  });
  await writePayment(tx, { ...payment, outcome: settled.outcome, reason: settled.reason }, now);
  const received = order.receivedLamports + examined.lamports;
  await updateOrderFacts(tx, order.id, { receivedLamports: received, lastError: null, updatedAt: now });
  if (settled.outcome === 'completed') {
    const buyer = largestPayer([...earlier, { source: examined.source, lamports: examined.lamports }]);
    await completeSale(tx, order, { buyer, signature: chainTx.signature, received, paidAt, now });
    return { outcome: settled.outcome, sold: true };
  }
  if (settled.outcome === 'extra') return { outcome: 'extra', sold: false };
  await moveAfter(tx, order, settled.orderStatus, chainTx.signature, now);
  return { outcome: settled.outcome, sold: false };
}

/**
 * Records what one transaction did for one order it references, at the commitment it was read at, and moves the order
 * on, in one database transaction that holds the name's row: the decision to sell is made at `finalized`, against
 * the name's state at that moment (and a unique index forbids two sales). A payment recorded final is never
 * recorded again. Returns the outcome, or null when nothing changed.
 */
async function recordPaymentFor(
  order: SaleOrder,
  examined: ExaminedTransfer,
  chainTx: ChainTransaction,
  commitment: Commitment,
  now = new Date(),
): Promise<PaymentOutcome | null> {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [domain] = await tx
      .select({ status: domains.status })
      .from(domains)
      .where(eq(domains.slug, order.domainSlug))
      .for('update');
    const [current] = await tx.select().from(saleOrders).where(eq(saleOrders.id, order.id)).for('update');
    if (!current) return null;
    const [known] = await tx
      .select({ commitment: salePayments.commitment })
      .from(salePayments)
      .where(and(eq(salePayments.signature, chainTx.signature), eq(salePayments.orderId, order.id)));
    if (known?.commitment === 'finalized' || (known && commitment === 'confirmed')) return null;
    // What can never count (failed, sent elsewhere, refused) is final as it is seen; money waits for finality.
    if (commitment === 'finalized' || !OWED_WHEN_FINAL.includes(examined.kind)) {
      return recordFinal(tx, current, examined, chainTx, domain?.status, now);
    }
    await recordPending(tx, current, examined, chainTx, now);
    return { outcome: 'pending' as const, sold: false };
  });
  if (result?.sold) expireCatalogTags(saleTags(order.domainName));
  if (result) crashPoint(result.outcome === 'pending' ? 'payment.pending' : 'payment.final');
  return result?.outcome ?? null;
}

/**
 * Records a transaction against every order whose reference it names, each order in its own database transaction:
 * one order's failure to record (reported, and recorded as rejected) never keeps the others, or the scan, from going on.
 */
export async function recordTransaction(
  chainTx: ChainTransaction,
  commitment: Commitment,
  now = new Date(),
): Promise<Map<string, PaymentOutcome | null>> {
  const outcomes = new Map<string, PaymentOutcome | null>();
  const orders = await ordersReferencedBy(chainTx);
  const payers = await agreedPayers(orders);
  const bySeller = new Map<string, SaleOrder[]>();
  for (const order of orders) bySeller.set(order.recipient, [...(bySeller.get(order.recipient) ?? []), order]);
  for (const [seller, sellerOrders] of bySeller) {
    const examined = examineTransfers(chainTx, {
      seller,
      orders: sellerOrders.map((order) => ({ ...order, payer: payers.get(order.id) ?? null })),
    });
    for (const order of sellerOrders) {
      try {
        outcomes.set(order.id, await recordPaymentFor(order, examined.get(order.id)!, chainTx, commitment, now));
      } catch (error) {
        console.warn(`[payments] ${chainTx.signature} for order ${order.id} not recorded: ${(error as Error).message}`);
        outcomes.set(order.id, await recordRejected(order, chainTx, now).catch(() => null));
      }
    }
  }
  return outcomes;
}

/** A transaction that could not be recorded for an order is kept as rejected, with nothing counted. */
async function recordRejected(order: SaleOrder, chainTx: ChainTransaction, now: Date): Promise<PaymentOutcome> {
  const db = await getDb();
  await db
    .insert(salePayments)
    .values({
      signature: chainTx.signature,
      orderId: order.id,
      source: chainTx.feePayer || null,
      recipient: order.recipient,
      lamports: 0n,
      blockTime: chainTx.blockTime ?? now,
      outcome: 'rejected',
      reason: 'This transaction could not be read as a payment, so it was not counted.',
      commitment: 'finalized',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  return 'rejected';
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
  const watched = await watchSnapshot(tx, order.domainSlug);
  await tx
    .update(domains)
    .set({ status: 'sold', available: false, updatedAt: sale.now })
    .where(eq(domains.slug, order.domainSlug));
  await notifyWatchers(tx, watched, sale.now, { except: sale.buyer });
  await bumpCatalogVersion(tx, saleTags(order.domainName));
}

/** Every payment recorded for an order, oldest first. */
export async function paymentsOf(orderId: string): Promise<SalePayment[]> {
  const db = await getDb();
  return db
    .select()
    .from(salePayments)
    .where(eq(salePayments.orderId, orderId))
    .orderBy(salePayments.blockTime, salePayments.slot, salePayments.createdAt);
}
