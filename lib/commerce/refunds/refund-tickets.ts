import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db';
import { referrals, saleOrders, saleRefunds, ticketLog, wallets } from '../../db/schema';
import { modeOfCluster, type SalesMode } from '../../rules/sales-mode';
import { applyTicketChange } from '../../tickets/ledger';

const REFUND_TICKET_TARGET = 'Domain Purchase Refund';
const REFERRAL_REFUND_TARGET = 'Referral Refund';
const CLEARED_TICKET_TARGET = 'Test Order Cleared';

/**
 * Takes back a credit of `credited` tickets from `wallet` with one ledger entry under `key`: as many as it still
 * holds, never taking its balance below zero; what was already spent is the shortfall. Returns [reversed, shortfall].
 */
async function takeBack(
  tx: Transaction,
  wallet: string,
  credited: number,
  change: { key: string; target: string; notes: string; mode: SalesMode },
): Promise<[number, number]> {
  const [holder] = await tx
    .select({ balance: wallets.totalRts })
    .from(wallets)
    .where(eq(wallets.walletAddress, wallet))
    .for('update');
  const reversed = Math.min(credited, holder?.balance ?? 0);
  const shortfall = credited - reversed;
  if (reversed > 0) {
    await applyTicketChange(
      tx,
      wallet,
      {
        action: 'Spend',
        amount: -reversed,
        accessTarget: change.target,
        notes: `${change.notes}${shortfall ? ` (${shortfall} already spent)` : ''}`,
        idempotencyKey: change.key,
        mode: change.mode,
      },
      'Insufficient Retail Tickets',
    );
  }
  return [reversed, shortfall];
}

async function creditOf(tx: Transaction, wallet: string, key: string): Promise<number> {
  const [credit] = await tx
    .select({ amount: ticketLog.amount })
    .from(ticketLog)
    .where(and(eq(ticketLog.walletAddress, wallet), eq(ticketLog.idempotencyKey, key)));
  return credit && credit.amount > 0 ? credit.amount : 0;
}

async function alreadyReversed(tx: Transaction, wallet: string, key: string): Promise<boolean> {
  const [entry] = await tx
    .select({ id: ticketLog.id })
    .from(ticketLog)
    .where(and(eq(ticketLog.walletAddress, wallet), eq(ticketLog.idempotencyKey, key)));
  return Boolean(entry);
}

/** Every key a purchase's tickets are taken back under: a refund, or the owner clearing the test orders. */
const PURCHASE_TAKE_BACKS = (orderId: string) => [`refund:${orderId}`, `clear-test:${orderId}`];

type Order = Pick<typeof saleOrders.$inferSelect, 'id' | 'buyer' | 'cluster'>;

/**
 * Takes back the purchase tickets an order earned its buyer (key order:{id}) under `key`, once, in the order's mode;
 * nothing when another take-back (a refund, a clearing) already did.
 */
async function takeBackPurchase(
  tx: Transaction,
  order: Order,
  change: { key: string; target: string; notes: string },
): Promise<[number, number]> {
  if (!order.buyer) return [0, 0];
  for (const key of PURCHASE_TAKE_BACKS(order.id)) {
    if (await alreadyReversed(tx, order.buyer, key)) return [0, 0];
  }
  const bought = await creditOf(tx, order.buyer, `order:${order.id}`);
  if (!bought) return [0, 0];
  return takeBack(tx, order.buyer, bought, { ...change, mode: modeOfCluster(order.cluster) });
}

const REFERRAL_TAKE_BACKS = (orderId: string) => [`referral-refund:${orderId}`, `clear-test-referral:${orderId}`];

/** Takes back the referral reward an order earned a referrer, once, in the order's mode (the referral stays credited). */
async function takeBackReferral(
  tx: Transaction,
  order: Order,
  change: { key: string; target: string; notes: string },
): Promise<[number, number]> {
  if (!order.buyer) return [0, 0];
  const [referral] = await tx
    .select({ referrer: referrals.referrerWallet })
    .from(referrals)
    .where(eq(referrals.creditedOrderId, order.id));
  if (!referral) return [0, 0];
  for (const key of REFERRAL_TAKE_BACKS(order.id)) {
    if (await alreadyReversed(tx, referral.referrer, key)) return [0, 0];
  }
  const rewarded = await creditOf(tx, referral.referrer, `referral:${order.buyer}`);
  if (!rewarded) return [0, 0];
  return takeBack(tx, referral.referrer, rewarded, { ...change, mode: modeOfCluster(order.cluster) });
}

/**
 * Clearing test orders (docs/operators.md "Test mode and going live"): the purchase tickets each cleared order earned its
 * buyer, and the referral reward it earned a referrer, are taken back (test entries, never below zero), so no balance
 * keeps tickets of a sale that was never real.
 */
export async function clearTestOrderTickets(tx: Transaction, orders: (Order & { domainName: string })[]) {
  for (const order of orders) {
    const notes = `Test order of ${order.domainName} cleared`;
    await takeBackPurchase(tx, order, { key: `clear-test:${order.id}`, target: CLEARED_TICKET_TARGET, notes });
    await takeBackReferral(tx, order, { key: `clear-test-referral:${order.id}`, target: CLEARED_TICKET_TARGET, notes });
  }
}

/**
 * The outbox's `tickets.reverse` (docs/payments.md "Refunds"): a whole refund of a sale takes back the buyer's purchase
 * tickets (ledger key refund:{orderId}) and the referral reward the sale earned its referrer (key
 * referral-refund:{orderId}), each never below zero; the totals reversed and short are recorded on the refund.
 * The referral stays credited, so buying again does not earn the reward a second time.
 */
export async function reverseRefundTickets(tx: Transaction, orderId: string, signature: string | null) {
  const [order] = await tx.select().from(saleOrders).where(eq(saleOrders.id, orderId));
  if (!order?.buyer) return;
  const [reversed, shortfall] = await takeBackPurchase(tx, order, {
    key: `refund:${order.id}`,
    target: REFUND_TICKET_TARGET,
    notes: `Refund of ${order.domainName}`,
  });
  const [referralReversed, referralShortfall] = await takeBackReferral(tx, order, {
    key: `referral-refund:${order.id}`,
    target: REFERRAL_REFUND_TARGET,
    notes: `Refund of ${order.domainName}, the referred wallet's first order`,
  });
  if (!signature) return;
  await tx
    .update(saleRefunds)
    .set({ ticketsReversed: reversed + referralReversed, ticketsShortfall: shortfall + referralShortfall })
    .where(eq(saleRefunds.signature, signature));
}
