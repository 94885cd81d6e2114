import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type Transaction } from '../../db';
import { domains, nameDeliveries, salePayments, saleOrders, saleRefunds, ticketLog, wallets } from '../../db/schema';
import { expireCatalogTags, saleTags } from '../../catalog/cache';
import { bumpCatalogVersion } from '../../catalog/version-watch';
import { badRequest, conflict } from '../../errors';
import { lamportsToSol, owedLamports, RECEIVED_OUTCOMES } from '../../rules/payments';
import { applyTicketChange } from '../../tickets/ledger';
import { requireSaleOrder, type SaleOrder } from '../orders/sale-orders';
import { transitionOrder, updateOrderFacts } from '../orders/transitions';
import type { OrderStatus } from '../../rules/order-states';

const REFUND_TICKET_TARGET = 'Domain Purchase Refund';

export interface RefundResult {
  order: SaleOrder;
  refund: typeof saleRefunds.$inferSelect;
}

export const TRANSFER_IN_FLIGHT =
  'The custody wallet is transferring this name to the buyer right now. Nothing was recorded; try again in a minute (a delivered name is not refunded here).';

/**
 * A refunded sale's name must not be delivered: a delivery still waiting is stopped in the refund's transaction; one
 * whose transfer is in flight refuses the refund until it settles (lib/commerce/name-delivery.ts locks the same order).
 */
async function stopDelivery(tx: Transaction, orderId: string, now: Date): Promise<void> {
  const [delivery] = await tx
    .select({ state: nameDeliveries.state })
    .from(nameDeliveries)
    .where(eq(nameDeliveries.orderId, orderId));
  if (delivery?.state === 'sent') throw conflict(TRANSFER_IN_FLIGHT);
  if (delivery?.state === 'pending' || delivery?.state === 'blocked') {
    await tx
      .update(nameDeliveries)
      .set({ state: 'refused', lastError: 'The order was refunded.', claimedUntil: null, updatedAt: now })
      .where(eq(nameDeliveries.orderId, orderId));
  }
}

/**
 * Takes back the purchase tickets of a refunded sale with one ledger entry (key `refund:{orderId}`): as many as the
 * buyer still holds, never taking the balance below zero; what was already spent is the shortfall, recorded on the
 * refund. Returns [reversed, shortfall].
 */
async function reverseTickets(tx: Transaction, order: SaleOrder): Promise<[number, number]> {
  if (!order.buyer) return [0, 0];
  const [credit] = await tx
    .select({ amount: ticketLog.amount })
    .from(ticketLog)
    .where(and(eq(ticketLog.walletAddress, order.buyer), eq(ticketLog.idempotencyKey, `order:${order.id}`)));
  if (!credit || credit.amount <= 0) return [0, 0];
  const [wallet] = await tx
    .select({ balance: wallets.totalRts })
    .from(wallets)
    .where(eq(wallets.walletAddress, order.buyer))
    .for('update');
  const reversed = Math.min(credit.amount, wallet?.balance ?? 0);
  const shortfall = credit.amount - reversed;
  if (reversed > 0) {
    await applyTicketChange(
      tx,
      order.buyer,
      {
        action: 'Spend',
        amount: -reversed,
        accessTarget: REFUND_TICKET_TARGET,
        notes: `Refund of ${order.domainName}${shortfall ? ` (${shortfall} already spent)` : ''}`,
        idempotencyKey: `refund:${order.id}`,
      },
      'Insufficient Retail Tickets',
    );
  }
  return [reversed, shortfall];
}

/**
 * What a refund of `order` pays back: without `lamports` everything owed (a paid sale: all it received, less refunds),
 * with `lamports` that part of what is owed. Throws when nothing is owed or the part is more than is owed.
 */
export function refundDue(order: SaleOrder, lamports?: bigint): bigint {
  if (order.status === 'fulfilled') {
    throw conflict(`Order ${order.id} is fulfilled: the name was transferred, so it is not refunded here.`);
  }
  const owed = owedLamports(order);
  const amount =
    lamports !== undefined
      ? lamports
      : order.status === 'paid'
        ? order.receivedLamports - order.refundedLamports
        : owed;
  if (amount <= 0n) throw conflict(`Order ${order.id} is ${order.status} and nothing is owed on it.`);
  if (lamports !== undefined && amount > owed) {
    throw badRequest(`At most ${lamportsToSol(owed)} SOL (${owed} lamports) is owed on this order.`, 'lamports');
  }
  return amount;
}

/**
 * Records a refund the operator sent (its signature). Without `lamports`, everything owed on the order is refunded
 * and the order is closed: a paid sale's name is for sale again (not one already transferred: a fulfilled order is
 * not refunded here) and its purchase tickets are reversed; a late, short or extra payment is marked refunded.
 * With `lamports`, part of what is owed (an overpayment's excess) is refunded and the order stays as it is.
 * The same signature again answers the first refund. `verifiedLamports`: what the chain says the transaction sent the
 * buyer (lib/commerce/refund-verify.ts); the refund is refused if that is less than what is refunded.
 */
export async function refundSaleOrder(
  id: string,
  { signature, lamports, verifiedLamports }: { signature: string; lamports?: bigint; verifiedLamports?: bigint },
  now = new Date(),
): Promise<RefundResult> {
  const order = await requireSaleOrder(id);
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    await tx.select({ slug: domains.slug }).from(domains).where(eq(domains.slug, order.domainSlug)).for('update');
    const [current] = await tx.select().from(saleOrders).where(eq(saleOrders.id, id)).for('update');
    const [earlier] = await tx.select().from(saleRefunds).where(eq(saleRefunds.signature, signature));
    if (earlier) {
      if (earlier.orderId !== id) throw conflict('This refund signature is already recorded for another order.');
      return { order: current, refund: earlier, reopened: false };
    }
    const sold = current.status === 'paid';
    const whole = lamports === undefined;
    const amount = refundDue(current, lamports);
    // The chain said how much reached the buyer; the order may have changed since (another refund).
    if (verifiedLamports !== undefined && verifiedLamports < amount) {
      throw conflict(
        `The refund transaction sends the buyer ${verifiedLamports} lamports, less than the ${amount} lamports being refunded. Nothing was recorded.`,
      );
    }
    if (whole && sold) await stopDelivery(tx, id, now);
    const [reversed, shortfall] = whole && sold ? await reverseTickets(tx, current) : [0, 0];
    const [refund] = await tx
      .insert(saleRefunds)
      .values({ signature, orderId: id, lamports: amount, ticketsReversed: reversed, ticketsShortfall: shortfall })
      .returning();
    const refundedLamports = current.refundedLamports + amount;
    const updated = whole
      ? await transitionOrder(tx, {
          orderId: id,
          from: [current.status as OrderStatus],
          to: 'refunded',
          set: { refundedLamports, lastError: null },
          now,
        })
      : null;
    if (!whole) await updateOrderFacts(tx, id, { refundedLamports, updatedAt: now });
    if (whole) {
      await tx
        .update(salePayments)
        .set({ outcome: 'refunded' })
        .where(and(eq(salePayments.orderId, id), inArray(salePayments.outcome, [...RECEIVED_OUTCOMES])));
    }
    if (whole && sold) {
      await tx
        .update(domains)
        .set({ status: 'available', available: true, updatedAt: now })
        .where(and(eq(domains.slug, current.domainSlug), eq(domains.status, 'sold')));
      await bumpCatalogVersion(tx, saleTags(current.domainName));
    }
    return { order: updated ?? { ...current, refundedLamports }, refund, reopened: whole && sold };
  });
  if (result.reopened) expireCatalogTags(saleTags(order.domainName));
  return { order: result.order, refund: result.refund };
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

/** The refund recorded under a transaction signature, if any. */
export async function refundBySignature(signature: string) {
  const db = await getDb();
  const [refund] = await db.select().from(saleRefunds).where(eq(saleRefunds.signature, signature)).limit(1);
  return refund ?? null;
}
