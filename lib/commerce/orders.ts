import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getDb } from '../db';
import { orders } from '../db/schema';

export type Order = typeof orders.$inferSelect;

/** Every mint attempt starts as a 'pending' order; null when an order with this id exists already. */
export async function createPendingOrder(input: {
  id?: string;
  domainSlug: string;
  recipient: string;
  email: string | null;
  priceSol: string;
}): Promise<Order | null> {
  const db = await getDb();
  const [order] = await db
    .insert(orders)
    .values({ ...input, id: input.id ?? randomUUID(), status: 'pending' })
    .onConflictDoNothing({ target: orders.id })
    .returning();
  return order ?? null;
}

/** A failed mint tried again (to this recipient): back to 'pending', or null when it is not failed (any more). */
export async function retryFailedOrder(
  id: string,
  { recipient, email }: { recipient: string; email: string | null },
): Promise<Order | null> {
  const db = await getDb();
  const [order] = await db
    .update(orders)
    .set({ status: 'pending', recipient, email, error: null, updatedAt: new Date() })
    .where(and(eq(orders.id, id), eq(orders.status, 'failed')))
    .returning();
  return order ?? null;
}

export async function markOrderMinted(id: string, providerRef: string | null): Promise<void> {
  const db = await getDb();
  await db
    .update(orders)
    .set({ status: 'minted', providerRef, error: null, updatedAt: new Date() })
    .where(eq(orders.id, id));
}

export async function markOrderFailed(id: string, error: string): Promise<void> {
  const db = await getDb();
  await db.update(orders).set({ status: 'failed', error, updatedAt: new Date() }).where(eq(orders.id, id));
}

export async function findOrder(id: string): Promise<Order | null> {
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return order ?? null;
}

export async function markReceiptRequested(id: string, at: Date): Promise<void> {
  const db = await getDb();
  await db.update(orders).set({ receiptRequestedAt: at, updatedAt: at }).where(eq(orders.id, id));
}
