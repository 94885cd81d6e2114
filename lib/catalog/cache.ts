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
// Bounded by count and by size: every distinct filter (a search string, a page) is a key, and visitors choose
// them. A read's size is estimated from its JSON (twice its length: strings are UTF-16 and objects cost more than
// their text); a read in flight counts as PENDING_READ_BYTES until it settles.
const MAX_CACHED_READS = 1000;
const MAX_CACHED_BYTES = 8 * 1024 * 1024;
const PENDING_READ_BYTES = 1024;
function estimateBytes(entry: Entry, key: string): number {
  if (entry.pending) return 2 * key.length + PENDING_READ_BYTES;
  try {
    return 2 * key.length + 2 * (JSON.stringify(entry.value)?.length ?? 0) + 1;
  } catch {
    return MAX_CACHED_BYTES; // not JSON (a BigInt, a cycle): kept alone rather than guessed small
  }
}
const store = ((globalThis as { [key: symbol]: unknown })[Symbol.for('retailverse.catalog-cache')] ??= {
  entries: new LRUCache<string, Entry>({
    max: MAX_CACHED_READS,
    maxSize: MAX_CACHED_BYTES,
    // A read larger than the whole cache is not kept (lru-cache would throw).
    maxEntrySize: MAX_CACHED_BYTES,
    sizeCalculation: estimateBytes,
  }),
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
