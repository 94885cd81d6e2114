import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_WALLET_REGISTRY, type WalletRegistry } from '../rules/access';
import { getDb, type Database, type Transaction } from '../db';
import { wallets } from '../db/schema';

type Executor = Database | Transaction;

/** Creates the wallet's RetailpunkRegistry row with the spec's defaults if it has none; true when it was new. */
export async function ensureWallet(wallet: string, executor?: Executor): Promise<boolean> {
  const db = executor ?? (await getDb());
  const created = await db
    .insert(wallets)
    .values({ walletAddress: wallet })
    .onConflictDoNothing()
    .returning({ wallet: wallets.walletAddress });
  return created.length > 0;
}

function toRegistry(row: typeof wallets.$inferSelect): WalletRegistry {
  return {
    tier: row.tier,
    domains_owned: row.domainsOwned,
    wifhoodie_holder: row.wifhoodieHolder,
    retailpass_expiry: row.retailpassExpiry ? row.retailpassExpiry.toISOString() : null,
    total_rts: row.totalRts,
    status: row.status,
  };
}

/** Read wallet registry (docs/product.md §7): the wallet's row, or the defaults when it has none. */
export async function readWalletRegistry(wallet: string): Promise<WalletRegistry> {
  const db = await getDb();
  const [row] = await db.select().from(wallets).where(eq(wallets.walletAddress, wallet)).limit(1);
  return row ? toRegistry(row) : { ...DEFAULT_WALLET_REGISTRY };
}

export interface RegistryUpdate {
  tier?: string;
  wifhoodieHolder?: boolean;
}

/** Operator: sets a wallet's tier and/or wifhoodie flag, creating its row if needed. */
export async function updateWalletRegistry(wallet: string, update: RegistryUpdate): Promise<WalletRegistry> {
  const db = await getDb();
  const set = {
    ...(update.tier !== undefined ? { tier: update.tier } : {}),
    ...(update.wifhoodieHolder !== undefined ? { wifhoodieHolder: update.wifhoodieHolder } : {}),
    updatedAt: sql`now()`,
  };
  const [row] = await db
    .insert(wallets)
    .values({ walletAddress: wallet, ...set })
    .onConflictDoUpdate({ target: wallets.walletAddress, set })
    .returning();
  return toRegistry(row);
}
