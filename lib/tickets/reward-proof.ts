import 'server-only';
import { PublicKey } from '@solana/web3.js';
import { and, eq, isNotNull, or } from 'drizzle-orm';
import { getDb } from '../db';
import { AppError, forbidden } from '../errors';
import { saleOrders, wallets, walletHistory } from '../db/schema';
import { chainConnection } from '../integrations/solana-rpc';
import { signaturesSince } from '../integrations/solana-chain';
import {
  CHAIN_HISTORY_UNREADABLE,
  rewardStanding,
  WALLET_HISTORY_MAX_PAGES,
  WALLET_HISTORY_TTL_MS,
  type RewardStanding,
  type WalletProof,
} from '../rules/reward-proof';

type ChainHistory = NonNullable<WalletProof['chain']>;

async function hasPaidOrder(wallet: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: saleOrders.id })
    .from(saleOrders)
    .where(and(isNotNull(saleOrders.paidAt), or(eq(saleOrders.buyer, wallet), eq(saleOrders.openedBy, wallet))))
    .limit(1);
  return Boolean(row);
}

async function namesHeld(wallet: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ owned: wallets.domainsOwned })
    .from(wallets)
    .where(eq(wallets.walletAddress, wallet))
    .limit(1);
  return row?.owned ?? 0;
}

/** The balance and the first transaction (paging getSignaturesForAddress back to the oldest), read from the RPC. */
async function readChainHistory(wallet: string): Promise<ChainHistory> {
  const connection = chainConnection();
  const [balance, signatures] = await Promise.all([
    connection.getBalance(new PublicKey(wallet), 'confirmed'),
    signaturesSince(connection, wallet, { maxPages: WALLET_HISTORY_MAX_PAGES }),
  ]);
  const oldest = signatures.findLast((signature) => signature.blockTime !== null);
  return { balanceLamports: BigInt(balance), firstTransactionAt: oldest?.blockTime ?? null };
}

/** The wallet's chain history: the stored read while it is fresh, else a new one (stored); null when unreadable. */
async function chainHistory(wallet: string, now: Date): Promise<ChainHistory | null> {
  const db = await getDb();
  const [stored] = await db.select().from(walletHistory).where(eq(walletHistory.walletAddress, wallet)).limit(1);
  if (stored && now.getTime() - stored.checkedAt.getTime() < WALLET_HISTORY_TTL_MS) {
    return { balanceLamports: stored.balanceLamports, firstTransactionAt: stored.firstTransactionAt };
  }
  let read: ChainHistory;
  try {
    read = await readChainHistory(wallet);
  } catch (error) {
    console.warn('[rewards] a wallet history could not be read:', (error as Error).message);
    return null;
  }
  const row = { ...read, checkedAt: now };
  await db
    .insert(walletHistory)
    .values({ walletAddress: wallet, ...row })
    .onConflictDoUpdate({ target: walletHistory.walletAddress, set: row });
  return read;
}

/**
 * Whether `wallet` may have the free rewards (lib/rules/reward-proof.ts): a paid order or a name held answer without
 * the chain; otherwise its history is read (once per WALLET_HISTORY_TTL_MS, kept in `wallet_history`).
 */
export async function readRewardStanding(wallet: string, now: Date = new Date()): Promise<RewardStanding> {
  const [paidOrder, held] = await Promise.all([hasPaidOrder(wallet), namesHeld(wallet)]);
  const quick = rewardStanding({ paidOrder, namesHeld: held, chain: null }, now);
  if (quick.eligible) return quick;
  return rewardStanding({ paidOrder, namesHeld: held, chain: await chainHistory(wallet, now) }, now);
}

/** Refuses a wallet without proof: 403 with what opens the reward (`needsHistory`), 503 when the chain is unreadable. */
export async function requireRewardProof(wallet: string, needsHistory: string, now: Date = new Date()): Promise<void> {
  const standing = await readRewardStanding(wallet, now);
  if (standing.eligible) return;
  if (standing.reason === 'chain-unreadable') throw new AppError('unavailable', CHAIN_HISTORY_UNREADABLE);
  throw forbidden(needsHistory);
}
