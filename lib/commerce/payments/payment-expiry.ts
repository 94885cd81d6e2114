import 'server-only';
import { and, eq, lte } from 'drizzle-orm';
import { getDb } from '../../db';
import { saleOrders } from '../../db/schema';
import { transitionOrder } from '../orders/transitions';

/**
 * Orders still awaiting payment past their expiry become expired: no RPC answer is needed to free a name. Each move
 * queues the release of the order's voucher. An order confirming a payment does not expire while it waits.
 */
export async function expireDueOrders(now: Date, orderId?: string): Promise<void> {
  const db = await getDb();
  const due = await db
    .select({ id: saleOrders.id })
    .from(saleOrders)
    .where(
      and(
        eq(saleOrders.status, 'awaiting_payment'),
        lte(saleOrders.expiresAt, now),
        orderId ? eq(saleOrders.id, orderId) : undefined,
      ),
    )
    .limit(500);
  for (const { id } of due) {
    await db.transaction((tx) =>
      transitionOrder(tx, {
        orderId: id,
        from: ['awaiting_payment'],
        to: 'expired',
        effects: [{ kind: 'voucher.release' }],
        now,
      }),
    );
  }
}
