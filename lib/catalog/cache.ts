import { LRUCache } from 'lru-cache';
import { env } from '../env';

interface Entry {
  expiresAt: number;
  value: Promise<unknown>;
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
  if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
  const startedIn = store.generation;
  const value = load();
  entries.set(key, { expiresAt: now + ttlMs, value });
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  // A load that started before an invalidation must not outlive it.
  value.then(
    () => {
      if (startedIn !== store.generation && entries.get(key)?.value === value) entries.delete(key);
    },
    () => {},
  );
  return value;
}

/** Fallback data was served: nothing rendered from it may be kept by the page cache. */
export function noteFallbackRead(): void {
  store.fallbackReads++;
}

export function invalidateCatalog(): void {
  store.generation++;
  entries.clear();
}
