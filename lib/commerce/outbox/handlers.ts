import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb, type Transaction } from '../../db';
import { saleOrders } from '../../db/schema';
import { emailHandlers } from '../../inbox/mailer';
import { liveSolUsd } from '../../integrations/sol-price';
import { lamportsToSol } from '../../rules/money';
import { modeOfCluster } from '../../rules/sales-mode';
import { ticketsForPrice } from '../../rules/tickets';
import { applyTicketChange } from '../../tickets/ledger';
import { creditReferralForPaidOrder } from '../../tickets/referrals';
import { enqueueDelivery } from '../delivery/name-delivery';
import { mintPurchaseReceipt } from '../payments/after-payment';
import { reverseRefundTickets } from '../refunds/refund-tickets';
import { verifyRefundJob } from '../refunds/refund-verify';
import { releaseVouchers } from '../vouchers/vouchers';
import type { OutboxJob } from './jobs';
import type { OutboxHandlers } from './worker';

export const PURCHASE_TICKET_TARGET = 'Domain Purchase';

async function orderOf(db: Transaction | Awaited<ReturnType<typeof getDb>>, job: OutboxJob) {
  if (!job.orderId) throw new Error('the job names no order');
  const [order] = await db.select().from(saleOrders).where(eq(saleOrders.id, job.orderId));
  if (!order) throw new Error(`order ${job.orderId} does not exist`);
  return order;
}

/** The buyer earns 1 RT per full 0.2 SOL of the price, once (ledger key order:{id}), marked with the order's mode. */
async function creditPurchaseTickets(tx: Transaction, job: OutboxJob) {
  const order = await orderOf(tx, job);
  if (!order.buyer) return;
  const tickets = ticketsForPrice(lamportsToSol(order.amountLamports));
  if (tickets <= 0) return;
  await applyTicketChange(
    tx,
    order.buyer,
    {
      action: 'Earn',
      amount: tickets,
      accessTarget: PURCHASE_TICKET_TARGET,
      notes: `Bought ${order.domainName}`,
      idempotencyKey: `order:${order.id}`,
      mode: modeOfCluster(order.cluster),
    },
    'Insufficient Retail Tickets',
  );
}

/**
 * The SOL/USD rate at the time of the sale, stamped on the order (docs/operators.md "Dashboard"). A price service
 * that cannot say leaves it empty (the dashboard counts such sales): a failed lookup is not retried for ever.
 */
const saleRateHandler = (solUsd: () => Promise<number | null> = liveSolUsd) => ({
  outside: async (job: OutboxJob) => {
    const rate = await solUsd().catch(() => null);
    if (rate === null || !Number.isFinite(rate) || rate <= 0) return;
    const db = await getDb();
    await db
      .update(saleOrders)
      .set({ solUsdRate: rate })
      .where(and(eq(saleOrders.id, job.orderId!), isNull(saleOrders.solUsdRate)));
  },
});

/** Every kind of consequence an order's move can have, and how it is carried out; and the inboxes' e-mail. */
export const outboxHandlers: OutboxHandlers = {
  'tickets.purchase': { inTransaction: creditPurchaseTickets },
  'referral.credit': {
    inTransaction: async (tx, job) => {
      const order = await orderOf(tx, job);
      if (order.buyer) await creditReferralForPaidOrder(tx, order.buyer, order.id, modeOfCluster(order.cluster));
    },
  },
  'voucher.release': { inTransaction: (tx, job) => releaseVouchers(tx, [job.orderId!]) },
  'delivery.start': { inTransaction: (tx, job, now) => enqueueDelivery(tx, job.orderId!, now) },
  'sale.rate': saleRateHandler(),
  'receipt.mint': { outside: async (job) => mintPurchaseReceipt(await orderOf(await getDb(), job)) },
  'tickets.reverse': {
    inTransaction: (tx, job) => {
      const signature = (job.payload as { signature?: unknown }).signature;
      return reverseRefundTickets(tx, job.orderId!, typeof signature === 'string' ? signature : null);
    },
  },
  'refund.verify': { outside: (job, now) => verifyRefundJob(job.payload, now) },
  ...emailHandlers,
};
