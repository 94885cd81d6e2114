import { getDb } from '@/lib/db';
import { walletHistory } from '@/lib/db/schema';

const YEAR_MS = 365 * 86_400_000;

/**
 * Gives `wallet` the on-chain history the free rewards ask for (lib/rules/reward-proof.ts), as if just read from the
 * RPC: 1 SOL and a first transaction a year old. For tests of what those rewards do, not of who gets them.
 */
export async function vouchFor(wallet: string, now: Date = new Date()): Promise<void> {
  const row = {
    balanceLamports: 1_000_000_000n,
    firstTransactionAt: new Date(now.getTime() - YEAR_MS),
    checkedAt: now,
  };
  await (
    await getDb()
  )
    .insert(walletHistory)
    .values({ walletAddress: wallet, ...row })
    .onConflictDoUpdate({ target: walletHistory.walletAddress, set: row });
}
