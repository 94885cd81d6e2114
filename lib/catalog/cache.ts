import { LRUCache } from 'lru-cache';
import { env } from '../env';

/**
 * A read in flight is shared as its promise; once it settles, only its value is kept. A promise carries the async
 * context it was made in (the render that first asked, with everything that render holds), so a kept promise would
 * keep a whole render alive for as long as the entry lives.
 */
interface Entry {
  expiresAt: number;
  pending?: Promise<unknown>;
  value?: unknown;
}

// On globalThis: Next.js bundles routes and pages separately, and an import through one must invalidate all.
// The server's rendered-output cache (server/request-handler.mjs) reads `generation` and `fallbackReads` too:
// a page rendered while either changed is not kept.
// Bounded: every distinct filter (a search string, a page) is a key, and visitors choose them.
const MAX_CACHED_READS = 1000;
const store = ((globalThis as { [key: symbol]: unknown })[Symbol.for('retailverse.catalog-cache')] ??= {
  entries: new LRUCache<string, Entry>({ max: MAX_CACHED_READS }),
  generation: 0,
  fallbackReads: 0,
}) as { entries: LRUCache<string, Entry>; generation: number; fallbackReads: number };
const entries = store.entries;

/** A short in-process cache of catalogue reads; writes call invalidateCatalog(). */
export async function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  const ttlMs = env().CATALOG_CACHE_SECONDS * 1000;
  if (ttlMs === 0) return load();
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expiresAt > now) return (hit.pending ?? Promise.resolve(hit.value)) as Promise<T>;
  if (hit) entries.delete(key);
  const startedIn = store.generation;
  const pending = load();
  const entry: Entry = { expiresAt: now + ttlMs, pending };
  entries.set(key, entry);
  pending.then(
    (value) => {
      if (entries.get(key) !== entry) return;
      // A load that started before an invalidation must not outlive it.
      if (startedIn !== store.generation) return void entries.delete(key);
      entries.set(key, { expiresAt: entry.expiresAt, value });
    },
    () => {
      if (entries.get(key) === entry) entries.delete(key);
    },
  );
  return pending;
}

/** Fallback data was served: nothing rendered from it may be kept by the page cache. */
export function noteFallbackRead(): void {
  store.fallbackReads++;
}

export function invalidateCatalog(): void {
  store.generation++;
  entries.clear();
}
