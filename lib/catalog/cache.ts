import { env } from '../env';

interface Entry {
  expiresAt: number;
  value: Promise<unknown>;
}

// On globalThis: Next.js bundles routes and pages separately, and an import through one must invalidate all.
const store = ((globalThis as { [key: symbol]: unknown })[Symbol.for('retailverse.catalog-cache')] ??= {
  entries: new Map<string, Entry>(),
  generation: 0,
}) as { entries: Map<string, Entry>; generation: number };
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
  value.then(() => {
    if (startedIn !== store.generation && entries.get(key)?.value === value) entries.delete(key);
  }, () => {});
  return value;
}

export function invalidateCatalog(): void {
  store.generation++;
  entries.clear();
}
