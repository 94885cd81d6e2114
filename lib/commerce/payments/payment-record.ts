import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb, type Transaction } from '../../db';
import { domains, salePayments, saleOrders } from '../../db/schema';
import { expireCatalogTags, saleTags } from '../../catalog/cache';
import type { ChainTransaction, Commitment } from '../../integrations/solana-chain';
import type { OrderStatus } from '../../rules/order-states';
import { examineTransfers, type ExaminedTransfer } from '../../rules/payment-attribution';
import type { PaymentOutcome } from '../../rules/payments';
import { crashPoint } from '../../crash-point';
import { transitionOrder, type SaleOrder } from '../orders/transitions';
import { agreedPayers, ordersReferencedBy } from './referenced-orders';
import { paymentRow, writePayment } from './payment-rows';
import { nameTaken, recordFinal } from './payment-settle';

/** What reaches the seller and waits for finality like money, but is owed back once final. */
const OWED_WHEN_FINAL: readonly ExaminedTransfer['kind'][] = ['money', 'wrong_memo', 'wrong_payer'];

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
