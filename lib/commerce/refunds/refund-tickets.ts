import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db';
import { referrals, saleOrders, saleRefunds, ticketLog, wallets } from '../../db/schema';
import { applyTicketChange } from '../../tickets/ledger';

const REFUND_TICKET_TARGET = 'Domain Purchase Refund';
const REFERRAL_REFUND_TARGET = 'Referral Refund';

/**
 * Takes back a credit of `credited` tickets from `wallet` with one ledger entry under `key`: as many as it still
 * holds, never taking its balance below zero; what was already spent is the shortfall. Returns [reversed, shortfall].
 */
async function takeBack(
  tx: Transaction,
  wallet: string,
  credited: number,
  change: { key: string; target: string; notes: string },
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

/**
 * The outbox's `tickets.reverse` (docs/payments.md "Refunds"): a whole refund of a sale takes back the buyer's purchase
 * tickets (ledger key refund:{orderId}) and the referral reward the sale earned its referrer (key
 * referral-refund:{orderId}), each never below zero; the totals reversed and short are recorded on the refund.
 * The referral stays credited, so buying again does not earn the reward a second time.
 */
export async function reverseRefundTickets(tx: Transaction, orderId: string, signature: string | null) {
  const [order] = await tx.select().from(saleOrders).where(eq(saleOrders.id, orderId));
  if (!order?.buyer) return;
  const purchaseKey = `refund:${order.id}`;
  const bought = (await alreadyReversed(tx, order.buyer, purchaseKey))
    ? 0
    : await creditOf(tx, order.buyer, `order:${order.id}`);
  const [reversed, shortfall] = bought
    ? await takeBack(tx, order.buyer, bought, {
        key: purchaseKey,
        target: REFUND_TICKET_TARGET,
        notes: `Refund of ${order.domainName}`,
      })
    : [0, 0];
  const [referral] = await tx
    .select({ referrer: referrals.referrerWallet })
    .from(referrals)
    .where(eq(referrals.creditedOrderId, order.id));
  const referralKey = `referral-refund:${order.id}`;
  const rewarded =
    referral && !(await alreadyReversed(tx, referral.referrer, referralKey))
      ? await creditOf(tx, referral.referrer, `referral:${order.buyer}`)
      : 0;
  const [referralReversed, referralShortfall] = rewarded
    ? await takeBack(tx, referral!.referrer, rewarded, {
        key: referralKey,
        target: REFERRAL_REFUND_TARGET,
        notes: `Refund of ${order.domainName}, the referred wallet's first order`,
      })
    : [0, 0];
  if (!signature) return;
  await tx
    .update(saleRefunds)
    .set({ ticketsReversed: reversed + referralReversed, ticketsShortfall: shortfall + referralShortfall })
    .where(eq(saleRefunds.signature, signature));
}
