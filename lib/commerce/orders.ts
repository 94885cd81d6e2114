import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '../db';
import { orders } from '../db/schema';

export type Order = typeof orders.$inferSelect;

/** Every mint attempt starts as a 'pending' order. */
export async function createPendingOrder(input: {
  domainSlug: string;
  recipient: string;
  email: string | null;
  priceSol: string;
}): Promise<Order> {
  const db = await getDb();
  const [order] = await db
    .insert(orders)
    .values({ id: randomUUID(), ...input, status: 'pending' })
    .returning();
  return order as Order;
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
