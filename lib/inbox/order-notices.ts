import 'server-only';
import type { Transaction } from '../db';
import type { saleOrders } from '../db/schema';
import { orderMoveNotices } from '../rules/inbox';
import { queueNotification } from './notify';

type Order = typeof saleOrders.$inferSelect;

/**
 * The messages an order's move sends (lib/rules/inbox.ts `orderMoveNotices`), in the move's transaction: the buyer
 * hears of payment, delivery and refund, the operators of a new order and of a payment to refund. Each once per order.
 */
export async function notifyOrderMove(tx: Transaction, from: string, order: Order, now: Date): Promise<void> {
  for (const notice of orderMoveNotices(from, order.status)) {
    if (notice.to === 'buyer' && !order.buyer) continue;
    const lamports =
      notice.kind === 'order.refunded' ? order.refundedLamports || order.paidLamports : order.amountLamports;
    await queueNotification(
      tx,
      {
        to: notice.to === 'buyer' ? { wallet: order.buyer! } : { operators: true },
        kind: notice.kind,
        name: order.domainName,
        orderId: order.id,
        lamports,
        detail: notice.reason ? { reason: notice.reason } : {},
        dedupeKey: `${notice.kind}:${order.id}`,
      },
      now,
    );
  }
}
