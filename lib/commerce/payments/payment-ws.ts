import 'server-only';
import { setTimeout as sleep } from 'node:timers/promises';
import { Connection, PublicKey } from '@solana/web3.js';
import { eq } from 'drizzle-orm';
import { getDb } from '../../db';
import { paymentScans } from '../../db/schema';
import { PROCESS_STATE, processState } from '../../process-state.mjs';
import { paymentsEnabled } from '../../integrations/solana-pay';
import { solanaRpcUrl } from '../../integrations/solana-rpc';
import { currentSettings, onSettingsChange } from '../../settings';
import { SCAN_BUSY_RETRY_MS } from '../../rules/payments';
import { sweepPayments } from './payment-check';
import { requirePayments } from '../orders/sale-orders';

/**
 * Lets the next scan run now: a websocket said the seller's address moved. Every process that heard it releases the
 * interval's claim and offers a scan; the conditional claim still lets one of them scan. A 429 backoff holds. A scan
 * already running may have read the chain before the news: this one waits for it to end and scans then, instead of
 * reading and settling the same payments beside it.
 */
async function scanNow(seller: string, stopped: () => boolean): Promise<void> {
  const db = await getDb();
  await db.update(paymentScans).set({ claimedAt: null }).where(eq(paymentScans.seller, seller));
  // The release stands until the running scan ends (it keeps its own claim's time only if it claimed after it).
  while ((await sweepPayments()).busy && !stopped()) await sleep(SCAN_BUSY_RETRY_MS);
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
  const closeSocket = followSocket(connection);
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const trigger = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = scanNow(seller, () => stopped)
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
    stopped = true;
    await Promise.all(subscriptions.map((id) => connection.removeOnLogsListener(id)));
    await running;
    closeSocket();
    if (socket.connection === connection) {
      socket.state = 'off';
      socket.connection = null;
    }
  };
}

/** What the websocket watch is built from; '' when there is none to make (no websocket URL, or no seller). */
function watchKey(): string {
  const { wsUrl, seller, cluster } = currentSettings();
  return wsUrl && paymentsEnabled() ? JSON.stringify([wsUrl, seller, cluster, solanaRpcUrl()]) : '';
}

/**
 * At start (lib/server/start.ts): the websocket watch of the seller follows the settings. A websocket URL, RPC URL,
 * network or seller changed in the console (in any process: docs/operators.md "Settings") closes the old socket and
 * opens the new one within a second, without a restart. Returns the stop function.
 */
export function keepWatchingSellerLogs(): () => Promise<void> {
  let key = '';
  let stop: (() => Promise<void>) | null = null;
  let queue: Promise<void> = Promise.resolve();
  const follow = () => {
    queue = queue
      .then(async () => {
        const next = watchKey();
        if (next === key) return;
        await stop?.();
        stop = null;
        key = next;
        if (next) {
          stop = watchSellerLogs();
          console.log('[payments] websocket: payments to the seller are scanned as they land');
        }
      })
      .catch((error) => console.warn('[payments] cannot follow the websocket setting:', (error as Error).message));
  };
  follow();
  const unsubscribe = onSettingsChange(follow);
  return async () => {
    unsubscribe();
    await queue;
    await stop?.();
    stop = null;
    key = '';
  };
}

export type SellerSocketState = 'off' | 'connecting' | 'connected' | 'disconnected';

const socket = processState(PROCESS_STATE.sellerSocket, () => ({
  state: 'off' as SellerSocketState,
  connection: null as Connection | null,
}));

/** This process's websocket to the seller's logs: off (none configured), connecting, connected or disconnected. */
export const sellerSocketState = (): SellerSocketState => socket.state;

/**
 * Follows the connection's socket (web3.js reconnects it by itself; its events are not part of its typed API). Only
 * the newest connection speaks: a socket replaced after a settings change closes without saying the watch is down.
 */
function followSocket(connection: Connection): () => void {
  socket.state = 'connecting';
  socket.connection = connection;
  const client = (connection as unknown as { _rpcWebSocket?: SocketClient })._rpcWebSocket;
  const set = (state: SellerSocketState) => () => {
    if (socket.connection === connection) socket.state = state;
  };
  client?.on('open', set('connected'));
  client?.on('close', set('disconnected'));
  client?.on('error', set('disconnected'));
  // Closed for good: a socket to an endpoint that went away would otherwise retry it for ever.
  return () => {
    client?.setAutoReconnect(false);
    client?.close();
  };
}

interface SocketClient {
  on(event: string, listener: () => void): void;
  setAutoReconnect(reconnect: boolean): void;
  close(): void;
}
