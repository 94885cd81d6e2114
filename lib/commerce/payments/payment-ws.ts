import 'server-only';
import { Connection, PublicKey } from '@solana/web3.js';
import { eq } from 'drizzle-orm';
import { getDb } from '../../db';
import { paymentScans } from '../../db/schema';
import { currentSettings } from '../../settings';
import { sweepPayments } from './payment-check';
import { requirePayments } from '../orders/sale-orders';

/**
 * Lets the next scan run now: a websocket said the seller's address moved. Every process that heard it releases the
 * interval's claim and offers a scan; the conditional claim still lets one of them scan. A 429 backoff holds.
 */
async function scanNow(seller: string): Promise<void> {
  const db = await getDb();
  await db.update(paymentScans).set({ claimedAt: null }).where(eq(paymentScans.seller, seller));
  await sweepPayments();
}

/**
 * With a websocket URL set (SOLANA_WS_URL or the console's setting), subscribes to the logs that mention the seller (logsSubscribe) and scans as soon as one
 * arrives, so a payment is confirmed within about a second instead of the next tick. Returns a stop function, or null
 * when no websocket is configured. Notifications that arrive while a scan runs are folded into one more scan.
 */
export function watchSellerLogs(): (() => Promise<void>) | null {
  const SOLANA_WS_URL = currentSettings().wsUrl;
  if (!SOLANA_WS_URL) return null;
  const { seller, rpcUrl } = requirePayments();
  const connection = new Connection(rpcUrl, { commitment: 'confirmed', wsEndpoint: SOLANA_WS_URL });
  let running: Promise<void> | null = null;
  let again = false;
  const trigger = () => {
    if (running) {
      again = true;
      return;
    }
    running = scanNow(seller)
      .catch((error) => console.warn('[payments] websocket-triggered scan failed:', (error as Error).message))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          trigger();
        }
      });
  };
  const subscription = connection.onLogs(new PublicKey(seller), trigger, 'confirmed');
  return async () => {
    await connection.removeOnLogsListener(subscription);
    await running;
  };
}
