import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db';
import { saleOrders } from '../../db/schema';
import { canTransition, isSaleStatus, type OrderStatus } from '../../rules/order-states';
import { nameEventOfOrderMove } from '../../rules/name-history';
import { recordNameEvent } from '../../catalog/name-history';
import { notifyOrderMove } from '../../inbox/order-notices';
import { offersFollowOrder } from '../offers/transitions';
import { enqueueEffects, type OrderEffect } from '../outbox/jobs';

// The one module that writes a sale order's status (docs/payments.md "An order's life"): every move is checked
// against ORDER_TRANSITIONS and made in the caller's transaction together with the outbox rows of its consequences,
// the name's history, what the move means for the offer the order came from, and the messages it sends to inboxes.

export type SaleOrder = typeof saleOrders.$inferSelect;
// The network is never left to the column's default: an order completes only on the network it was opened for.
type NewOrder = Omit<typeof saleOrders.$inferInsert, 'status' | 'priorStatus' | 'cluster'> & { cluster: string };
/** The facts of an order other than its state. */
export type OrderFacts = Omit<Partial<SaleOrder>, 'id' | 'status' | 'priorStatus'>;

class IllegalOrderMove extends Error {
  constructor(from: OrderStatus, to: OrderStatus) {
    super(`An order cannot move from ${from} to ${to}.`);
  }
}

/** Opens an order: it awaits payment. */
export async function insertOrder(tx: Transaction, values: NewOrder, effects: readonly OrderEffect[] = []) {
  const [order] = await tx
    .insert(saleOrders)
    .values({ ...values, status: 'awaiting_payment' })
    .returning();
  await enqueueEffects(tx, order.id, effects, values.createdAt ?? new Date());
  return order;
}

export interface OrderMove {
  orderId: string;
  /** The states the move starts from; an order found in another state is left alone (null is answered). */
  from: readonly OrderStatus[];
  to: OrderStatus;
  set?: OrderFacts;
  effects?: readonly OrderEffect[];
  now: Date;
}

/**
 * Moves an order, its row locked, from one of `from` to `to`, with `set` and the outbox rows of `effects`, in `tx`.
 * Null when the order is not (or no longer) in one of `from`: whoever moved it first won. A refund_pending order
 * remembers where it came from (`prior_status`), and going back there is a move like any other.
 */
export async function transitionOrder(tx: Transaction, move: OrderMove): Promise<SaleOrder | null> {
  for (const from of move.from) if (!canTransition(from, move.to)) throw new IllegalOrderMove(from, move.to);
  const [current] = await tx.select().from(saleOrders).where(eq(saleOrders.id, move.orderId)).for('update');
  if (!current || !(move.from as readonly string[]).includes(current.status)) return null;
  const priorStatus = move.to === 'refund_pending' ? current.status : null;
  const [moved] = await tx
    .update(saleOrders)
    .set({ ...move.set, status: move.to, priorStatus, updatedAt: move.now })
    .where(eq(saleOrders.id, move.orderId))
    .returning();
  await enqueueEffects(tx, move.orderId, move.effects ?? [], move.now);
  await recordOrderEvent(tx, current, moved, move.now);
  await offersFollowOrder(tx, moved, move.to, move.now);
  await notifyOrderMove(tx, current.status, moved, move.now);
  return moved;
}

/** The name's history: sold, transferred, or refunded (a sale only: a late payment sent back sold nothing). */
async function recordOrderEvent(tx: Transaction, before: SaleOrder, after: SaleOrder, at: Date) {
  const kind = nameEventOfOrderMove(after.status);
  if (!kind || (kind === 'refunded' && !isSaleStatus(before.status, before.priorStatus))) return;
  const lamports = kind === 'transferred' ? null : after.amountLamports;
  await recordNameEvent(tx, { slug: after.domainSlug, kind, lamports, orderId: after.id, at });
}

/** Changes an order's facts (what it received, its notice, when it is checked next), never its state. */
export async function updateOrderFacts(db: Database | Transaction, orderId: string, set: OrderFacts): Promise<void> {
  await db.update(saleOrders).set(set).where(eq(saleOrders.id, orderId));
}
