import 'server-only';
import { and, eq, gt, inArray, ne, or } from 'drizzle-orm';
import type { Transaction } from '../../db';
import { domains, salePayments, saleOrders } from '../../db/schema';
import { saleTags } from '../../catalog/cache';
import { bumpCatalogVersion } from '../../catalog/version-watch';
import { notifyWatchers, watchSnapshot } from '../../inbox/watch-notices';
import type { ChainTransaction } from '../../integrations/solana-chain';
import { NAME_SOLD_STATUSES, type OrderStatus } from '../../rules/order-states';
import type { ExaminedTransfer } from '../../rules/payment-attribution';
import { settlePayment, type PaymentOutcome } from '../../rules/payments';
import { transitionOrder, updateOrderFacts, type SaleOrder } from '../orders/transitions';
import { retakeVoucher } from '../vouchers/vouchers';
import { paymentRow, writePayment } from './payment-rows';

// A final payment settled against its order and its name, in the payment's database transaction
// (docs/payments.md "Settling"): the sale and its consequences, or where the order goes instead.

/** Whether another order holds the name (awaiting payment, not expired, or confirming) or sold it, or it is sold. */
export async function nameTaken(tx: Transaction, order: SaleOrder, domainStatus: string | undefined, now: Date) {
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

/** Moves the order where a settled payment leaves it, or to confirming while another payment awaits finality. */
async function moveAfter(tx: Transaction, order: SaleOrder, target: OrderStatus, signature: string, now: Date) {
  const waits =
    (target === 'awaiting_payment' || target === 'expired') && (await otherPending(tx, order.id, signature));
  const to: OrderStatus = waits ? 'confirming' : target;
  if (to === order.status) return;
  await transitionOrder(tx, { orderId: order.id, from: [order.status as OrderStatus], to, now });
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
export async function recordFinal(
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
