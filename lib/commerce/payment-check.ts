import 'server-only';
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { getDb, isUniqueViolation } from '../db';
import { domains, saleOrders } from '../db/schema';
import { expireCatalogTags, saleTags } from '../catalog/cache';
import { bumpCatalogVersion } from '../catalog/version-watch';
import { checkPayment, solanaConnection, type PaymentCheck } from '../integrations/solana-pay';
import { LAMPORTS_PER_SOL } from '../rules/money';
import {
  LATE_PAYMENT_WINDOW_MS,
  needsPaymentCheck,
  PAYMENT_CHECK_FAILED,
  PAYMENT_CHECK_INTERVAL_MS,
  statusAfterPayment,
} from '../rules/payments';
import { ticketsForPrice } from '../rules/tickets';
import { applyTicketChange } from '../tickets/ledger';
import { creditReferralForPaidOrder } from '../tickets/referrals';
import { fulfilTransferredOrders, mintPurchaseReceipt, type OwnerLookup } from './after-payment';
import { requirePayments, type SaleOrder } from './sale-orders';

export const PURCHASE_TICKET_TARGET = 'Domain Purchase';
const SIGNATURE_ALREADY_USED = 'This payment was already counted for another order.';

type Lookup = (order: SaleOrder) => Promise<PaymentCheck>;

const chainLookup = (): Lookup => {
  const connection = solanaConnection(requirePayments().rpcUrl);
  return (order) =>
    checkPayment(connection, {
      recipient: order.recipient,
      amountLamports: order.amountLamports,
      reference: order.reference,
      memo: order.id,
    });
};

/**
 * Claims the order's next check: one process at a time per order and interval, whichever asks first (the
 * conditional update is atomic), so several processes polling and sweeping check each order once.
 */
async function claimCheck(order: SaleOrder, now: Date, minIntervalMs: number): Promise<boolean> {
  const db = await getDb();
  const due = new Date(now.getTime() - minIntervalMs);
  const claimed = await db
    .update(saleOrders)
    .set({ checkedAt: now })
    .where(
      and(
        eq(saleOrders.id, order.id),
        inArray(saleOrders.status, ['awaiting_payment', 'expired']),
        or(isNull(saleOrders.checkedAt), lt(saleOrders.checkedAt, due)),
      ),
    )
    .returning({ id: saleOrders.id });
  return claimed.length > 0;
}

/**
 * Looks for the order's payment (when it is due for a look) and moves it on: paid (the name is sold everywhere and
 * the buyer earns the purchase tickets, once), paid_late, or expired. A network failure leaves it waiting with a
 * notice; nothing is lost. Returns the order as it now stands.
 */
export async function refreshPayment(
  order: SaleOrder,
  {
    now = new Date(),
    lookup,
    minIntervalMs = PAYMENT_CHECK_INTERVAL_MS,
  }: { now?: Date; lookup?: Lookup; minIntervalMs?: number } = {},
): Promise<SaleOrder> {
  if (!needsPaymentCheck(order, now, minIntervalMs)) return order;
  if (!(await claimCheck(order, now, minIntervalMs))) return order;
  let check: PaymentCheck;
  try {
    check = await (lookup ?? chainLookup())(order);
  } catch (error) {
    console.warn(`[payments] order ${order.id}: ${(error as Error).message}`);
    return updateOrder(order.id, { lastError: PAYMENT_CHECK_FAILED });
  }
  if (check.found) return recordPayment(order, check, now);
  if (order.status === 'awaiting_payment' && now > order.expiresAt) {
    return updateOrder(order.id, { status: 'expired', lastError: null }, 'awaiting_payment');
  }
  return order.lastError ? updateOrder(order.id, { lastError: null }) : order;
}

async function updateOrder(id: string, values: Partial<SaleOrder>, onlyFrom?: string): Promise<SaleOrder> {
  const db = await getDb();
  const where = onlyFrom ? and(eq(saleOrders.id, id), eq(saleOrders.status, onlyFrom)) : eq(saleOrders.id, id);
  await db
    .update(saleOrders)
    .set({ ...values, updatedAt: new Date() })
    .where(where);
  const [order] = await db.select().from(saleOrders).where(eq(saleOrders.id, id));
  return order;
}

async function recordPayment(order: SaleOrder, check: Extract<PaymentCheck, { found: true }>, now: Date) {
  const paidAt = check.blockTime ?? now;
  const status = statusAfterPayment(order.expiresAt, paidAt);
  const db = await getDb();
  try {
    const sold = await db.transaction(async (tx) => {
      const [paid] = await tx
        .update(saleOrders)
        .set({
          status,
          buyer: check.buyer,
          signature: check.signature,
          paidLamports: check.paidLamports,
          paidAt,
          lastError: null,
          updatedAt: now,
        })
        .where(and(eq(saleOrders.id, order.id), inArray(saleOrders.status, ['awaiting_payment', 'expired'])))
        .returning();
      if (!paid || status !== 'paid') return false;
      await tx
        .update(domains)
        .set({ status: 'sold', available: false, updatedAt: now })
        .where(eq(domains.slug, order.domainSlug));
      await bumpCatalogVersion(tx, saleTags(order.domainName));
      const tickets = ticketsForPrice(Number(order.amountLamports) / LAMPORTS_PER_SOL);
      if (tickets > 0) {
        await applyTicketChange(
          tx,
          check.buyer,
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
      await creditReferralForPaidOrder(tx, check.buyer, order.id);
      return true;
    });
    if (sold) {
      expireCatalogTags(saleTags(order.domainName));
      await mintPurchaseReceipt(await updateOrder(order.id, {}));
    }
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return updateOrder(order.id, { lastError: SIGNATURE_ALREADY_USED });
  }
  return updateOrder(order.id, {});
}

/** Orders whose payment may still arrive, oldest check first. */
export async function ordersToCheck(now: Date, limit = 200): Promise<SaleOrder[]> {
  const db = await getDb();
  const lateSince = new Date(now.getTime() - LATE_PAYMENT_WINDOW_MS);
  return db
    .select()
    .from(saleOrders)
    .where(
      or(
        eq(saleOrders.status, 'awaiting_payment'),
        and(eq(saleOrders.status, 'expired'), gt(saleOrders.expiresAt, lateSince)),
      ),
    )
    .orderBy(sql`${saleOrders.checkedAt} asc nulls first`)
    .limit(limit);
}

/**
 * One pass of the background sweep: every open order gets its check, so a buyer may close the tab; paid orders whose
 * name now belongs to the buyer on chain become fulfilled.
 */
export async function sweepPayments({
  now = new Date(),
  lookup,
  ownerOf,
}: { now?: Date; lookup?: Lookup; ownerOf?: OwnerLookup } = {}) {
  const orders = await ordersToCheck(now);
  const look = lookup ?? (orders.length ? chainLookup() : undefined);
  let settled = 0;
  for (const order of orders) {
    const after = await refreshPayment(order, { now, lookup: look });
    if (after.status !== order.status) settled++;
  }
  const fulfilled = await fulfilTransferredOrders({ now, ownerOf });
  return { checked: orders.length, settled, fulfilled };
}

let sweeping: NodeJS.Timeout | undefined;

/** Starts the background sweep in this process (each process runs one; orders are claimed one check at a time). */
export function startPaymentSweep(intervalMs: number): void {
  if (sweeping) return;
  let running = false;
  sweeping = setInterval(() => {
    if (running) return;
    running = true;
    sweepPayments()
      .catch((error) => console.warn('[payments] sweep failed:', (error as Error).message))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  sweeping.unref();
}
