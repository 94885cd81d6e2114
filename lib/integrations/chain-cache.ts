import 'server-only';
import { LRUCache } from 'lru-cache';
import { PROCESS_STATE, processState } from '../process-state.mjs';
import { CHAIN_READ_TTL_MS } from '../rules/chain-reads';

const MAX_ENTRIES = 2000;

// On globalThis: Next.js bundles routes separately, and they share one cache (docs/architecture.md).
const cache = processState(
  PROCESS_STATE.chainReads,
  () => new LRUCache<string, object>({ max: MAX_ENTRIES, ttl: CHAIN_READ_TTL_MS }),
);

const inFlight = new Map<string, Promise<object>>();

/**
 * `read()` once per key per TTL (each process keeps its own copy: public data); callers asking while a read runs
 * share it. An answer `keep` refuses (a failed read) is returned but never stored.
 */
export function cachedChainRead<T extends object>(
  key: string,
  read: () => Promise<T>,
  keep: (value: T) => boolean,
): Promise<T> {
  const hit = cache.get(key) as T | undefined;
  if (hit) return Promise.resolve(hit);
  const running = inFlight.get(key) as Promise<T> | undefined;
  if (running) return running;
  const reading = read()
    .then((value) => {
      if (keep(value)) cache.set(key, value);
      return value;
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, reading);
  return reading;
}

/** Whether a read of `key` is kept now (it costs the RPC nothing). */
export const isChainReadCached = (key: string): boolean => cache.has(key);

/** Forgets one read (a name the mall just saw registered, and its new owner's names). */
export const forgetChainRead = (key: string): void => void cache.delete(key);

/** Tests: forgets every cached read. */
export const resetChainCache = (): void => cache.clear();
