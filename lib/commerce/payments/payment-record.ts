import 'server-only';
import { SOLD_STATUSES } from '../../rules/live-sales';
import { and, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { getDb, type Transaction } from '../../db';
import { domains, salePayments, saleOrders } from '../../db/schema';
import { expireCatalogTags, saleTags } from '../../catalog/cache';
import { bumpCatalogVersion } from '../../catalog/version-watch';
import { liveSolUsd } from '../../integrations/sol-price';
import type { ChainTransaction } from '../../integrations/solana-chain';
import { LAMPORTS_PER_SOL } from '../../rules/money';
import { examineTransfer, settlePayment, type OrderStatus, type PaymentOutcome } from '../../rules/payments';
import { ticketsForPrice } from '../../rules/tickets';
import { applyTicketChange } from '../../tickets/ledger';
import { creditReferralForPaidOrder } from '../../tickets/referrals';
import { mintPurchaseReceipt } from './after-payment';
import { enqueueDelivery } from '../delivery/name-delivery';
import type { SaleOrder } from '../orders/sale-orders';

export const PURCHASE_TICKET_TARGET = 'Domain Purchase';

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
  solUsd: () => Promise<number | null> = liveSolUsd,
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
    await tx
      .update(saleOrders)
      .set({ status: settled.orderStatus, receivedLamports: received, lastError: null, updatedAt: now })
      .where(eq(saleOrders.id, current.id));
    if (settled.outcome !== 'completed') return { outcome: settled.outcome, sold: false };
    const buyer = largestPayer([...earlier, { source: examined.source, lamports: examined.lamports }]);
    await completeSale(tx, current, { buyer, signature: chainTx.signature, received, paidAt, now });
    return { outcome: settled.outcome, sold: true };
  });
  if (result?.sold) {
    expireCatalogTags(saleTags(order.domainName));
    await recordSaleRate(order.id, solUsd);
    const [sold] = await db.select().from(saleOrders).where(eq(saleOrders.id, order.id));
    // With a custody wallet the name is transferred to the buyer by the sweep (docs/payments.md "Delivery").
    await enqueueDelivery(sold.id, now);
    await mintPurchaseReceipt(sold);
  }
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

/** The sale: the order paid by its buyer (the transfer's source), the name sold everywhere, the tickets credited. */
async function completeSale(
  tx: Transaction,
  order: SaleOrder,
  sale: { buyer: string; signature: string; received: bigint; paidAt: Date; now: Date },
) {
  await tx
    .update(saleOrders)
    .set({ buyer: sale.buyer, signature: sale.signature, paidLamports: sale.received, paidAt: sale.paidAt })
    .where(eq(saleOrders.id, order.id));
  await tx
    .update(salePayments)
    .set({ outcome: 'completed' })
    .where(and(eq(salePayments.orderId, order.id), eq(salePayments.outcome, 'underpaid')));
  await tx
    .update(domains)
    .set({ status: 'sold', available: false, updatedAt: sale.now })
    .where(eq(domains.slug, order.domainSlug));
  await bumpCatalogVersion(tx, saleTags(order.domainName));
  const tickets = ticketsForPrice(Number(order.amountLamports) / LAMPORTS_PER_SOL);
  if (tickets > 0) {
    await applyTicketChange(
      tx,
      sale.buyer,
      {
        action: 'Earn',
        amount: tickets,
        accessTarget: PURCHASE_TICKET_TARGET,
        notes: `Bought ${order.domainName}`,
        idempotencyKey: `order:${order.id}`,
      },
      'Insufficient Retail Tickets',
    );
  }
  await creditReferralForPaidOrder(tx, sale.buyer, order.id);
}

/**
 * The SOL/USD rate at the time of the sale, on the order (docs/operators.md "Dashboard"). Read after the sale commits,
 * so a slow or failing price service never holds up or fails a sale: unknown, it stays null and the dashboard counts it.
 */
async function recordSaleRate(orderId: string, solUsd: () => Promise<number | null>) {
  try {
    const rate = await solUsd();
    if (rate === null || !Number.isFinite(rate) || rate <= 0) return;
    const db = await getDb();
    await db
      .update(saleOrders)
      .set({ solUsdRate: rate })
      .where(and(eq(saleOrders.id, orderId), isNull(saleOrders.solUsdRate)));
  } catch (error) {
    console.warn('[payments] the SOL/USD rate was not recorded:', error instanceof Error ? error.message : error);
  }
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
