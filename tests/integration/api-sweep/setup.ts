import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { isExcludedSiteName } from '@/content/catalog';
import type { DatabaseHandle } from '@/lib/db/open';
import { domains } from '@/lib/db/schema';
import { resetEnvCache } from '@/lib/env';
import { resetSolPriceCache } from '@/lib/integrations/sol-price';
import { grantTickets, updateWalletRegistry } from '@/lib/tickets';
import { signIn, testWallet } from '../support/test-wallet';
import { vouchFor } from '../support/reward-proof';
import { SITE_ORIGIN } from './runner';
import type { SweepContext } from './types';

export const OPERATOR_TOKEN = 'sweep-operator-token-0123456789';

/** Outside services point at a closed port: a request that got that far fails fast instead of leaving the machine. */
const SWEEP_ENV: Record<string, string> = {
  SITE_URL: SITE_ORIGIN,
  OPERATOR_TOKEN,
  MINT_API_URL: 'http://127.0.0.1:1/api',
  MINT_CLIENT_SECRET: 'sk_test_sweep',
  MINT_PROJECT_ID: 'sweep-project',
  RECEIPT_WEBHOOK_URL: 'http://127.0.0.1:1/receipt',
  SOL_PRICE_URL: 'http://127.0.0.1:1/price',
  SOLANA_RPC_URL: 'http://127.0.0.1:1/rpc',
  OUTBOUND_TIMEOUT_MS: '300',
};

/** Sets the sweep's environment for the whole file. */
export function setUpSweepEnvironment(): void {
  const saved: Record<string, string | undefined> = {};
  beforeAll(() => {
    for (const [key, value] of Object.entries(SWEEP_ENV)) {
      saved[key] = process.env[key];
      process.env[key] = value;
    }
    resetEnvCache();
    resetSolPriceCache();
  });
  afterAll(() => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetEnvCache();
  });
}

export interface SweepSession {
  context: SweepContext;
  cookie: string;
}

/**
 * A signed-in wallet holding tickets (so a spend that slipped through would show) and mall access (so the members'
 * routes answer it), and catalogue slugs.
 */
export async function startSweepSession(database: DatabaseHandle): Promise<SweepSession> {
  const wallet = testWallet();
  const cookie = await signIn(wallet);
  await grantTickets(wallet.address, 500, 'api sweep');
  await updateWalletRegistry(wallet.address, { tier: 'Mallcore' });
  // With the history the free rewards ask for, so the welcome grant and the members' draw answer it.
  await vouchFor(wallet.address);
  const [sellable] = await database.db
    .select({ slug: domains.slug })
    .from(domains)
    .where(eq(domains.status, 'available'))
    .limit(1);
  const scav = (
    await database.db
      .select({ slug: domains.slug })
      .from(domains)
      .where(and(eq(domains.category, 'scav')))
  ).find((row) => !isExcludedSiteName(row.slug));
  if (!sellable || !scav) throw new Error('the seeded catalogue has no available or scav domain');
  return {
    cookie,
    context: {
      wallet: wallet.address,
      otherWallet: testWallet().address,
      sellableSlug: sellable.slug,
      scavSlug: scav.slug,
    },
  };
}
