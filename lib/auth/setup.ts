import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db';
import { operators, setupCodes } from '../db/schema';
import { env } from '../env';
import { AppError } from '../errors';
import { SETUP_CODE_TTL_MS, SETUP_REFUSALS } from '../rules/sales-mode';
import { recordOperatorAction } from './audit-log';
import { notifySettings, refreshSettings } from '../settings/snapshot';

/** Serialises the setup writes of every process (PostgreSQL's advisory lock, held to the transaction's end). */
const SETUP_LOCK = 7263515;

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

export const setupLink = (code: string) => {
  const url = new URL('/setup', env().SITE_URL);
  url.searchParams.set('code', code);
  return url.toString();
};

const newCode = () => randomBytes(24).toString('base64url');

async function hasOwner(db: Database): Promise<boolean> {
  const [row] = await db.select({ wallet: operators.wallet }).from(operators).where(eq(operators.role, 'owner'));
  return Boolean(row);
}

async function insertCode(tx: Database, code: string, now: Date): Promise<void> {
  // A new link replaces the ones before it.
  await tx
    .update(setupCodes)
    .set({ expiresAt: now })
    .where(and(isNull(setupCodes.usedAt), gt(setupCodes.expiresAt, now)));
  await tx
    .insert(setupCodes)
    .values({ codeHash: hashOf(code), expiresAt: new Date(now.getTime() + SETUP_CODE_TTL_MS), createdAt: now });
}

/** `npm run setup-link`: a new one-time code (earlier ones stop working). Refused once the shop has an owner. */
export async function issueSetupCode(now = new Date(), code = newCode()): Promise<string> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SETUP_LOCK})`);
    if (await hasOwner(tx)) throw new AppError('conflict', SETUP_REFUSALS.claimed);
    await insertCode(tx, code, now);
    return code;
  });
}

/**
 * At start: a code for the process that finds the shop unclaimed and no link waiting, so one link is printed however
 * many processes start on one database. Null otherwise (`pending`: a link printed earlier still works).
 */
export async function announceSetupCode(
  now = new Date(),
  code = newCode(),
): Promise<{ code: string } | { pending: boolean } | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SETUP_LOCK})`);
    if (await hasOwner(tx)) return null;
    const [waiting] = await tx
      .select({ codeHash: setupCodes.codeHash })
      .from(setupCodes)
      .where(and(isNull(setupCodes.usedAt), gt(setupCodes.expiresAt, now)))
      .limit(1);
    if (waiting) return { pending: true };
    await insertCode(tx, code, now);
    return { code };
  });
}

/** Opening the setup link signed in: the wallet becomes the shop's owner (audited), and the code is spent. */
export async function claimShop(code: string, wallet: string, now = new Date()): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SETUP_LOCK})`);
    if (await hasOwner(tx)) throw new AppError('conflict', SETUP_REFUSALS.claimed);
    const [row] = await tx
      .select()
      .from(setupCodes)
      .where(eq(setupCodes.codeHash, hashOf(code)))
      .for('update');
    if (!row) throw new AppError('forbidden', SETUP_REFUSALS.invalid);
    if (row.usedAt) throw new AppError('conflict', SETUP_REFUSALS.used);
    if (row.expiresAt.getTime() <= now.getTime()) throw new AppError('forbidden', SETUP_REFUSALS.expired);
    await tx.update(setupCodes).set({ usedAt: now, usedBy: wallet }).where(eq(setupCodes.codeHash, row.codeHash));
    await tx
      .insert(operators)
      .values({ wallet, role: 'owner', addedBy: 'setup', createdAt: now })
      .onConflictDoUpdate({ target: operators.wallet, set: { role: 'owner', addedBy: 'setup' } });
    await recordOperatorAction(
      { actor: { kind: 'wallet', wallet }, action: 'setup.claim', target: wallet, after: { role: 'owner' } },
      tx,
    );
    await notifySettings(tx, 'operators');
  });
  await refreshSettings();
}

/** Whether the shop still waits for its owner (the setup page says so, or that it is claimed). */
export async function shopClaimed(): Promise<boolean> {
  return hasOwner(await getDb());
}
