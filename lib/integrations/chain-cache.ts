import 'server-only';
import { LRUCache } from 'lru-cache';

/** How long a chain read is reused: public data, so each process may answer from its own copy this long. */
export const CHAIN_READ_TTL_MS = 30_000;
const MAX_ENTRIES = 2000;

// On globalThis: Next.js bundles routes separately, and they share one cache (docs/architecture.md).
const cache = ((globalThis as { [key: symbol]: unknown })[Symbol.for('retailverse.chain-cache')] ??= new LRUCache<
  string,
  object
>({ max: MAX_ENTRIES, ttl: CHAIN_READ_TTL_MS })) as LRUCache<string, object>;

/** `read()` once per key per TTL; an answer `keep` refuses (a failed read) is returned but never stored. */
export async function cachedChainRead<T extends object>(
  key: string,
  read: () => Promise<T>,
  keep: (value: T) => boolean,
): Promise<T> {
  const hit = cache.get(key) as T | undefined;
  if (hit) return hit;
  const value = await read();
  if (keep(value)) cache.set(key, value);
  return value;
}

/** Tests: forgets every cached read. */
export const resetChainCache = (): void => cache.clear();
