import { apiRequest } from '@/components/api/client';
import { subscribeToSales } from '@/components/live/sales-feed';
import type { NameHoldsAnswer } from '@/lib/catalog/name-holds';

type Listener = () => void;

/** The page's holds: slug → when the hold ends (ms). One read a page, shared by every Buy and card on it. */
let holds: ReadonlyMap<string, number> = new Map();
let loading: Promise<void> | null = null;
let stopFeed: (() => void) | null = null;
const listeners = new Set<Listener>();

async function load(): Promise<void> {
  const result = await apiRequest<NameHoldsAnswer>('/api/holds');
  if (!result.ok) return;
  holds = new Map(result.data.holds.map((hold) => [hold.slug, Date.parse(hold.until)]));
  for (const listener of listeners) listener();
}

/**
 * Follows the names open orders hold (GET /api/holds), read once for the page and again whenever the live sales
 * feed says an order opened, moved or ended. Returns the unsubscribe; the last one stops following.
 */
export function subscribeToHolds(listener: Listener): () => void {
  listeners.add(listener);
  if (loading) void loading.then(listener);
  else loading = load();
  stopFeed ??= subscribeToSales((event) => {
    if (event.type !== 'sales') loading = load();
  });
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    stopFeed?.();
    stopFeed = null;
    loading = null;
  };
}

/** When `slug`'s hold ends (ms), or null when no open order holds it. */
export const holdEnd = (slug: string): number | null => holds.get(slug) ?? null;
