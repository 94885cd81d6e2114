import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { recordOperatorAction } from '../../auth/audit-log';
import { actorName, type OperatorActor } from '../../auth/operator-session';
import { getDb } from '../../db';
import { orderNotes, saleOrders } from '../../db/schema';
import { notFound } from '../../errors';

export const ORDER_NOTE_MAX = 2000;

export interface OrderNote {
  id: number;
  /** The operator wallet that wrote it, or 'token' for scripts. */
  author: string;
  body: string;
  createdAt: string;
}

const view = (row: typeof orderNotes.$inferSelect): OrderNote => ({
  id: row.id,
  author: row.author,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

/** An order's notes, oldest first. */
export async function readOrderNotes(orderId: string): Promise<OrderNote[]> {
  const db = await getDb();
  const rows = await db.select().from(orderNotes).where(eq(orderNotes.orderId, orderId)).orderBy(asc(orderNotes.id));
  return rows.map(view);
}

/**
 * Appends a note to an order, and its audit entry in the same transaction (docs/operators.md "Order notes").
 * Notes are never edited or removed: the table refuses UPDATE and DELETE.
 */
export async function addOrderNote(actor: OperatorActor, orderId: string, body: string): Promise<OrderNote> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [order] = await tx.select({ id: saleOrders.id }).from(saleOrders).where(eq(saleOrders.id, orderId));
    if (!order) throw notFound('This order does not exist.');
    const [row] = await tx
      .insert(orderNotes)
      .values({ orderId, author: actorName(actor), body })
      .returning();
    const note = view(row!);
    await recordOperatorAction({ actor, action: 'order.note', target: orderId, after: note }, tx);
    return note;
  });
}
