import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getDb } from '../../db';
import { nftMints } from '../../db/schema';

export type NftMint = typeof nftMints.$inferSelect;

/** Every mint attempt starts as a 'pending' mint; null when a mint with this id exists already. */
export async function createPendingMint(input: {
  id?: string;
  domainSlug: string;
  recipient: string;
  email: string | null;
  priceSol: string;
}): Promise<NftMint | null> {
  const db = await getDb();
  const [mint] = await db
    .insert(nftMints)
    .values({ ...input, id: input.id ?? randomUUID(), status: 'pending' })
    .onConflictDoNothing({ target: nftMints.id })
    .returning();
  return mint ?? null;
}

/** A failed mint tried again (to this recipient): back to 'pending', or null when it is not failed (any more). */
export async function retryFailedMint(
  id: string,
  { recipient, email }: { recipient: string; email: string | null },
): Promise<NftMint | null> {
  const db = await getDb();
  const [mint] = await db
    .update(nftMints)
    .set({ status: 'pending', recipient, email, error: null, updatedAt: new Date() })
    .where(and(eq(nftMints.id, id), eq(nftMints.status, 'failed')))
    .returning();
  return mint ?? null;
}

export async function markMintMinted(id: string, providerRef: string | null): Promise<void> {
  const db = await getDb();
  await db
    .update(nftMints)
    .set({ status: 'minted', providerRef, error: null, updatedAt: new Date() })
    .where(eq(nftMints.id, id));
}

export async function markMintFailed(id: string, error: string): Promise<void> {
  const db = await getDb();
  await db.update(nftMints).set({ status: 'failed', error, updatedAt: new Date() }).where(eq(nftMints.id, id));
}

export async function findMint(id: string): Promise<NftMint | null> {
  const db = await getDb();
  const [mint] = await db.select().from(nftMints).where(eq(nftMints.id, id)).limit(1);
  return mint ?? null;
}

export async function markReceiptRequested(id: string, at: Date): Promise<void> {
  const db = await getDb();
  await db.update(nftMints).set({ receiptRequestedAt: at, updatedAt: at }).where(eq(nftMints.id, id));
}
