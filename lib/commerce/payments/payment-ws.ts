import 'server-only';
import { Connection, PublicKey } from '@solana/web3.js';
import { eq } from 'drizzle-orm';
import { getDb } from '../../db';
import { paymentScans } from '../../db/schema';
import { PROCESS_STATE, processState } from '../../process-state.mjs';
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
 * With a websocket URL set (SOLANA_WS_URL or the console's setting), subscribes to the logs that mention the seller
 * (logsSubscribe, at `confirmed` and at `finalized`) and scans as soon as one arrives, so a payment shows Confirming,
 * then paid, within about a second of each instead of at the next tick. Returns a stop function, or null when no
 * websocket is configured. Notifications that arrive while a scan runs are folded into one more scan. The socket's
 * state is kept for the health page.
 */
export function watchSellerLogs(): (() => Promise<void>) | null {
  const SOLANA_WS_URL = currentSettings().wsUrl;
  if (!SOLANA_WS_URL) return null;
  const { seller, rpcUrl } = requirePayments();
  const connection = new Connection(rpcUrl, { commitment: 'confirmed', wsEndpoint: SOLANA_WS_URL });
  followSocket(connection);
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
  // Landing (confirmed) opens a payment's order; finalization pays it.
  const subscriptions = (['confirmed', 'finalized'] as const).map((commitment) =>
    connection.onLogs(new PublicKey(seller), trigger, commitment),
  );
  return async () => {
    await Promise.all(subscriptions.map((id) => connection.removeOnLogsListener(id)));
    await running;
    socket.state = 'off';
  };
}

export type SellerSocketState = 'off' | 'connecting' | 'connected' | 'disconnected';

const socket = processState(PROCESS_STATE.sellerSocket, () => ({ state: 'off' as SellerSocketState }));

/** This process's websocket to the seller's logs: off (none configured), connecting, connected or disconnected. */
export const sellerSocketState = (): SellerSocketState => socket.state;

/** Follows the connection's socket (web3.js reconnects it by itself; its events are not part of its typed API). */
function followSocket(connection: Connection): void {
  socket.state = 'connecting';
  const client = (connection as unknown as { _rpcWebSocket?: { on(event: string, listener: () => void): void } })
    ._rpcWebSocket;
  client?.on('open', () => (socket.state = 'connected'));
  client?.on('close', () => (socket.state = 'disconnected'));
  client?.on('error', () => (socket.state = 'disconnected'));
}
