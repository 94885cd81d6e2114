import 'server-only';
import { count, eq, sql } from 'drizzle-orm';
import { getDb } from '../db';
import { rewardSettings, welcomeClaims } from '../db/schema';
import { conflict } from '../errors';
import { WELCOME_NEEDS_HISTORY } from '../rules/reward-proof';
import { DEFAULT_WELCOME_GRANT, WELCOME_ALREADY_CLAIMED, WELCOME_TARGET } from '../rules/rewards';
import { applyTicketChange } from './ledger';
import { ensureWallet } from './registry';
import { requireRewardProof } from './reward-proof';

const WELCOME_GRANT_SETTING = 'welcome_grant';

/** The welcome grant's amount: the operator's setting, else 5 (one spin). */
export async function welcomeGrantAmount(): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ value: rewardSettings.value })
    .from(rewardSettings)
    .where(eq(rewardSettings.key, WELCOME_GRANT_SETTING))
    .limit(1);
  return row?.value ?? DEFAULT_WELCOME_GRANT;
}

/** Operator: sets the welcome grant for claims from now on. */
export async function setWelcomeGrantAmount(amount: number): Promise<number> {
  const db = await getDb();
  await db
    .insert(rewardSettings)
    .values({ key: WELCOME_GRANT_SETTING, value: amount })
    .onConflictDoUpdate({ target: rewardSettings.key, set: { value: amount, updatedAt: sql`now()` } });
  return amount;
}

export interface WelcomeClaim {
  amount: number;
  balance: number;
}

/**
 * A signed-in wallet's one welcome grant: the claim row (primary key = wallet) and the ledger credit (key
 * `welcome`) land together; a second claim, sequential or racing, is a 409. Only for a wallet with proof (a paid
 * order, a name held or on-chain history: lib/rules/reward-proof.ts), else 403 saying what opens it.
 */
export async function claimWelcomeGrant(wallet: string): Promise<WelcomeClaim> {
  if (await readWelcomeClaim(wallet)) throw conflict(WELCOME_ALREADY_CLAIMED);
  await requireRewardProof(wallet, WELCOME_NEEDS_HISTORY);
  const amount = await welcomeGrantAmount();
  const db = await getDb();
  return db.transaction(async (tx) => {
    await ensureWallet(wallet, tx);
    const claimed = await tx
      .insert(welcomeClaims)
      .values({ walletAddress: wallet, amount })
      .onConflictDoNothing()
      .returning({ wallet: welcomeClaims.walletAddress });
    if (claimed.length === 0) throw conflict(WELCOME_ALREADY_CLAIMED);
    const applied = await applyTicketChange(
      tx,
      wallet,
      { action: 'Earn', amount, accessTarget: WELCOME_TARGET, notes: 'First visit', idempotencyKey: 'welcome' },
      WELCOME_ALREADY_CLAIMED,
    );
    return { amount, balance: applied.balance };
  });
}

/** This wallet's claim, or null when it has not claimed. */
export async function readWelcomeClaim(wallet: string): Promise<{ amount: number; claimedAt: string } | null> {
  const db = await getDb();
  const [row] = await db.select().from(welcomeClaims).where(eq(welcomeClaims.walletAddress, wallet)).limit(1);
  return row ? { amount: row.amount, claimedAt: row.createdAt.toISOString() } : null;
}

export async function countWelcomeClaims(): Promise<{ claims: number; ticketsGranted: number }> {
  const db = await getDb();
  const [row] = await db
    .select({ claims: count(), tickets: sql<string | null>`sum(${welcomeClaims.amount})` })
    .from(welcomeClaims);
  return { claims: Number(row?.claims ?? 0), ticketsGranted: Number(row?.tickets ?? 0) };
}
