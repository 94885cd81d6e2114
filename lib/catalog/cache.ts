import { env } from '../env';

interface Entry {
  expiresAt: number;
  value: Promise<unknown>;
}

const entries = new Map<string, Entry>();
let generation = 0;

/** A short in-process cache of catalogue reads; writes call invalidateCatalog(). */
export async function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  const ttlMs = env().CATALOG_CACHE_SECONDS * 1000;
  if (ttlMs === 0) return load();
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
  const startedIn = generation;
  const value = load();
  entries.set(key, { expiresAt: now + ttlMs, value });
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  // A load that started before an invalidation must not outlive it.
  value.then(() => {
    if (startedIn !== generation && entries.get(key)?.value === value) entries.delete(key);
  }, () => {});
  return value;
}

export function invalidateCatalog(): void {
  generation++;
  entries.clear();
}
