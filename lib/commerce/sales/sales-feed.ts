import 'server-only';
import { syncCatalogVersion } from '../../catalog/version-watch';
import { getDatabase } from '../../db';
import type { Unlisten } from '../../db/notifications';
import { AppError, rateLimited } from '../../errors';
import { PROCESS_STATE, processState } from '../../process-state.mjs';
import {
  ANNOUNCED_STATUSES,
  HOLD_STATUSES,
  SALE_STREAM_ADDRESS_FULL,
  SALE_STREAM_FULL,
  SALE_STREAM_MAX_PER_ADDRESS,
  SALE_STREAM_MAX_SUBSCRIBERS,
  SALE_STREAM_RETRY_AFTER_SECONDS,
  SALES_CHANNEL,
  type SaleStreamEvent,
} from '../../rules/live-sales';
import { readSale } from './recent-sales';

type Subscriber = (event: SaleStreamEvent) => void;

interface FeedState {
  subscribers: Set<Subscriber>;
  /** Open subscriptions per client address (streams are this process's sockets: counted where they live). */
  perAddress: Map<string, number>;
  /** The process's one LISTEN, while anyone is subscribed. */
  listening: Promise<Unlisten> | undefined;
}

// On globalThis: Next.js bundles each route apart, and one process listens once for all of them.
const state = processState<FeedState>(PROCESS_STATE.salesFeed, () => ({
  subscribers: new Set(),
  perAddress: new Map(),
  listening: undefined,
}));

function broadcast(event: SaleStreamEvent): void {
  for (const subscriber of state.subscribers) {
    try {
      subscriber(event);
    } catch (error) {
      console.warn('[sales] a subscriber failed:', (error as Error).message);
    }
  }
}

/** What a notification from drizzle/0012_sale_notify.sql says: `{"id","slug","status"}`, or '' for "read again". */
async function announce(payload: string, engine: 'pglite' | 'postgres'): Promise<void> {
  if (payload === '') return broadcast({ type: 'sync' });
  let note: { id?: unknown; slug?: unknown; status?: unknown };
  try {
    note = JSON.parse(payload);
  } catch {
    return;
  }
  const { id, slug, status } = note;
  if (typeof id !== 'string' || typeof slug !== 'string' || typeof status !== 'string') return;
  if ((HOLD_STATUSES as readonly string[]).includes(status)) return broadcast({ type: 'hold', slug, status });
  if (!(ANNOUNCED_STATUSES as readonly string[]).includes(status)) return;
  // Another process made the sale: this one's catalogue caches follow first, so a page refreshed on this event
  // renders the name sold (the catalogue version committed with the sale).
  if (engine === 'postgres') await syncCatalogVersion().catch(() => false);
  if (status === 'paid') {
    const sale = await readSale(id);
    if (sale) return broadcast({ type: 'sale', sale });
  }
  broadcast({ type: 'change', slug, status });
}

async function startListening(): Promise<Unlisten> {
  const handle = await getDatabase();
  if (handle.engine === 'postgres') await syncCatalogVersion().catch(() => false);
  return handle.listen(SALES_CHANNEL, (payload) => {
    announce(payload, handle.engine).catch((error) =>
      console.warn('[sales] a sale could not be announced:', (error as Error).message),
    );
  });
}

const retryAfter = { 'Retry-After': String(SALE_STREAM_RETRY_AFTER_SECONDS) };

/** Counts a subscription of `address` in, or refuses it: 429 past the address's share, 503 when the process is full. */
function admit(address: string | undefined): () => void {
  const held = address === undefined ? 0 : (state.perAddress.get(address) ?? 0);
  if (held >= SALE_STREAM_MAX_PER_ADDRESS) throw rateLimited(SALE_STREAM_ADDRESS_FULL, SALE_STREAM_RETRY_AFTER_SECONDS);
  if (state.subscribers.size >= SALE_STREAM_MAX_SUBSCRIBERS) {
    throw new AppError('unavailable', SALE_STREAM_FULL, undefined, retryAfter);
  }
  if (address === undefined) return () => {};
  state.perAddress.set(address, held + 1);
  return () => {
    const left = (state.perAddress.get(address) ?? 1) - 1;
    if (left > 0) state.perAddress.set(address, left);
    else state.perAddress.delete(address);
  };
}

/**
 * Every sale (and every change of a sold name) from any process, as it commits. At most
 * SALE_STREAM_MAX_PER_ADDRESS for one client `address` (429 beyond) and SALE_STREAM_MAX_SUBSCRIBERS in all (503
 * beyond), both with Retry-After. Resolves once the process listens; returns the unsubscribe.
 */
export async function subscribeToSales(subscriber: Subscriber, address?: string): Promise<() => void> {
  const release = admit(address);
  state.subscribers.add(subscriber);
  const listening = (state.listening ??= startListening());
  try {
    await listening;
  } catch (error) {
    if (state.listening === listening) state.listening = undefined;
    state.subscribers.delete(subscriber);
    release();
    throw error;
  }
  let subscribed = true;
  return () => {
    if (!subscribed) return;
    subscribed = false;
    state.subscribers.delete(subscriber);
    release();
    if (state.subscribers.size > 0 || state.listening !== listening) return;
    state.listening = undefined;
    void listening.then((unlisten) => unlisten()).catch(() => {});
  };
}

/** @internal Tests: how many streams are open. */
export const salesSubscriberCount = () => state.subscribers.size;
