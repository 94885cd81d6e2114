import 'server-only';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { getDb, type Transaction } from '../db';
import { fairnessSeeds } from '../db/schema';
import { DAY_MS } from '../rules/time';

/** A seed serves spins for 24 hours, then is revealed and replaced. */
const SEED_ROTATION_MS = DAY_MS;
const ROTATION_LOCK = 7263515;

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** HMAC-SHA256(key = seed as UTF-8 text, message = wallet + ':' + spinId), hex. */
export function spinHmac(seed: string, wallet: string, spinId: string): string {
  return createHmac('sha256', Buffer.from(seed, 'utf8')).update(`${wallet}:${spinId}`, 'utf8').digest('hex');
}

export interface ActiveSeed {
  id: number;
  seed: string;
}

/** Makes sure an unrevealed seed younger than 24 h exists; reveals the old one when rotating. */
export async function ensureActiveSeed(now = new Date()): Promise<void> {
  const db = await getDb();
  const [current] = await db
    .select({ createdAt: fairnessSeeds.createdAt })
    .from(fairnessSeeds)
    .where(isNull(fairnessSeeds.revealedAt))
    .orderBy(desc(fairnessSeeds.id))
    .limit(1);
  if (current && now.getTime() - current.createdAt.getTime() < SEED_ROTATION_MS) return;
  await rotateSeed(now, current ? current.createdAt : null);
}

/**
 * Reveals every active seed and commits to a fresh one. `expectedCreatedAt` makes it conditional (null: only when
 * there is no active seed; a date: only when the active seed is that one), so servers racing to rotate rotate once.
 */
async function rotateSeed(now = new Date(), expectedCreatedAt?: Date | null): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROTATION_LOCK})`);
    const [current] = await tx
      .select({ createdAt: fairnessSeeds.createdAt })
      .from(fairnessSeeds)
      .where(isNull(fairnessSeeds.revealedAt))
      .orderBy(desc(fairnessSeeds.id))
      .limit(1);
    if (expectedCreatedAt !== undefined && current) {
      if (expectedCreatedAt === null || current.createdAt.getTime() !== expectedCreatedAt.getTime()) return;
    }
    await tx.update(fairnessSeeds).set({ revealedAt: now }).where(isNull(fairnessSeeds.revealedAt));
    const seed = randomBytes(32).toString('hex');
    await tx.insert(fairnessSeeds).values({ seed, seedHash: sha256Hex(seed), createdAt: now });
  });
}

/** The active seed, share-locked so it cannot be revealed before this spin commits. */
export async function lockActiveSeed(tx: Transaction): Promise<ActiveSeed | null> {
  const [row] = await tx
    .select({ id: fairnessSeeds.id, seed: fairnessSeeds.seed })
    .from(fairnessSeeds)
    .where(isNull(fairnessSeeds.revealedAt))
    .orderBy(desc(fairnessSeeds.id))
    .limit(1)
    .for('share');
  return row ?? null;
}

export interface FairnessReport {
  current: { id: number; seedHash: string; createdAt: string; rotatesAt: string } | null;
  revealed: { id: number; seed: string; seedHash: string; createdAt: string; revealedAt: string }[];
}

/** What /api/fairness publishes: the active seed's hash and the last revealed seeds. */
export async function readFairness(now = new Date(), revealedLimit = 30): Promise<FairnessReport> {
  await ensureActiveSeed(now);
  const db = await getDb();
  const [current] = await db
    .select()
    .from(fairnessSeeds)
    .where(isNull(fairnessSeeds.revealedAt))
    .orderBy(desc(fairnessSeeds.id))
    .limit(1);
  const revealed = await db
    .select()
    .from(fairnessSeeds)
    .where(isNotNull(fairnessSeeds.revealedAt))
    .orderBy(desc(fairnessSeeds.id))
    .limit(revealedLimit);
  return {
    current: current
      ? {
          id: current.id,
          seedHash: current.seedHash,
          createdAt: current.createdAt.toISOString(),
          rotatesAt: new Date(current.createdAt.getTime() + SEED_ROTATION_MS).toISOString(),
        }
      : null,
    revealed: revealed.map((row) => ({
      id: row.id,
      seed: row.seed,
      seedHash: row.seedHash,
      createdAt: row.createdAt.toISOString(),
      revealedAt: row.revealedAt!.toISOString(),
    })),
  };
}

export async function readSeed(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(fairnessSeeds).where(eq(fairnessSeeds.id, id)).limit(1);
  return row ?? null;
}
