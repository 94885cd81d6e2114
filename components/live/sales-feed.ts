import { apiRequest } from '@/components/api/client';
import type { RecentSales } from '@/lib/commerce/sales/recent-sales';
import type { PublicSale, SaleStreamEvent } from '@/lib/rules/live-sales';

export interface SalesSnapshot {
  /** Whether the mall takes payments: real sales only, else a simulated ticker. */
  live: boolean;
  sales: PublicSale[];
}

/** The recent sales as they are now (GET /api/sales). A failed read is "not known": null. */
export async function fetchSales(signal?: AbortSignal): Promise<SalesSnapshot | null> {
  const result = await apiRequest<RecentSales>('/api/sales', { signal });
  return result.ok ? { live: result.data.live, sales: result.data.data } : null;
}

type Listener = (event: SaleStreamEvent) => void;

const listeners = new Set<Listener>();
/** Told that one of the signed-in reader's inboxes changed (or may have, after a reconnect): count again. */
const inboxListeners = new Set<() => void>();
let source: EventSource | null = null;
const EVENTS = ['sales', 'sale', 'change', 'hold', 'sync'] as const;

function open(): EventSource {
  const stream = new EventSource('/api/sales/stream');
  let connections = 0;
  const dispatch = (event: SaleStreamEvent) => {
    for (const listener of listeners) listener(event);
  };
  for (const name of EVENTS) {
    stream.addEventListener(name, (message) => {
      let event: SaleStreamEvent;
      try {
        event = JSON.parse((message as MessageEvent<string>).data);
      } catch {
        return;
      }
      dispatch(event);
      // Each connection starts with the recent sales: after a reconnect, what was sold meanwhile was missed.
      if (event.type === 'sales' && ++connections > 1) {
        dispatch({ type: 'sync' });
        for (const listener of inboxListeners) listener();
      }
    });
  }
  stream.addEventListener('inbox', () => {
    for (const listener of inboxListeners) listener();
  });
  return stream;
}

/**
 * The live sales stream (GET /api/sales/stream), one EventSource a page whoever listens (the ticker, a page that
 * refreshes on a sale), closed when the last one stops. The browser reconnects by itself after a drop.
 */
export function subscribeToSales(listener: Listener): () => void {
  listeners.add(listener);
  source ??= open();
  return () => {
    listeners.delete(listener);
    closeWhenUnused();
  };
}

function closeWhenUnused(): void {
  if (listeners.size === 0 && inboxListeners.size === 0 && source) {
    source.close();
    source = null;
  }
}

/**
 * The bell's pings on the same stream: the server sends them only to the signed-in reader's own stream, and says
 * nothing but "your inbox changed". `reconnect` after signing in or out, so the stream knows the reader.
 */
export function subscribeToInbox(listener: () => void): { unsubscribe: () => void; reconnect: () => void } {
  inboxListeners.add(listener);
  source ??= open();
  return {
    unsubscribe: () => {
      inboxListeners.delete(listener);
      closeWhenUnused();
    },
    reconnect: () => {
      source?.close();
      source = open();
    },
  };
}
