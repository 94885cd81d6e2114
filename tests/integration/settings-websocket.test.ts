import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { keepWatchingSellerLogs, sellerSocketState } from '@/lib/commerce/payments/payment-ws';
import type { Database } from '@/lib/db';
import { mallSettings } from '@/lib/db/schema';
import { startFollowingSettings } from '@/lib/settings';
import { stopFollowingSettings } from '@/lib/settings/snapshot';
import { notifySettings } from '@/lib/settings/snapshot';
import { startSolanaRpcStandIn, type SolanaRpcStandIn } from '../support/solana-rpc-stand-in.mjs';
import { testEngines, useTestDatabase } from './support/databases';
import { useSellingMall } from './support/selling-mall';

/** What another process's console write does: the row and the notification, in one transaction, nothing local. */
async function setElsewhere(db: Database, wsUrl: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(mallSettings);
    if (wsUrl) await tx.insert(mallSettings).values({ key: 'wsUrl', value: wsUrl, updatedBy: 'another process' });
    await notifySettings(tx, 'wsUrl');
  });
}

describe.each(testEngines)('the seller websocket follows the settings on $name', (engine) => {
  const database = useTestDatabase(engine, { seed: false });
  const mall = useSellingMall(database);
  let other: SolanaRpcStandIn;
  beforeAll(async () => {
    other = await startSolanaRpcStandIn();
    await startFollowingSettings(database());
  });
  afterAll(async () => {
    await stopFollowingSettings();
    await other.close();
  });

  it('a websocket URL set, changed or cleared in another process is followed within a second, no restart', async () => {
    const first = mall.rpc();
    await setElsewhere(database().db, first.wsUrl);
    const stop = keepWatchingSellerLogs();
    try {
      await vi.waitFor(() => expect(first.logSubscribers()).toBe(2), { timeout: 1000 });
      await setElsewhere(database().db, other.wsUrl);
      await vi.waitFor(
        () => {
          expect(other.logSubscribers()).toBe(2);
          expect(first.logSubscribers()).toBe(0);
        },
        { timeout: 1000 },
      );
      await setElsewhere(database().db, null);
      await vi.waitFor(
        () => {
          expect(other.logSubscribers()).toBe(0);
          expect(sellerSocketState()).toBe('off');
        },
        { timeout: 1000 },
      );
    } finally {
      await stop();
    }
  });
});
