import type { LRUCache } from 'lru-cache';

export interface UseCacheEntry {
  value: ReadableStream<Uint8Array>;
  tags: string[];
  stale: number;
  timestamp: number;
  expire: number;
  revalidate: number;
}
export interface KeptEntry {
  entry: Omit<UseCacheEntry, 'value'>;
  value: Buffer;
}
export interface UseCacheHandler {
  entries: LRUCache<string, KeptEntry>;
  tagExpirations: Map<string, number>;
  get(cacheKey: string, softTags?: string[]): Promise<UseCacheEntry | undefined>;
  set(cacheKey: string, pendingEntry: Promise<UseCacheEntry>): Promise<void>;
  refreshTags(): Promise<void>;
  getExpiration(tags: string[]): Promise<number>;
  updateTags(tags: string[], durations?: { expire?: number }): Promise<void>;
}
export declare const MAX_CACHED_READS: number;
export declare const MAX_CACHED_BYTES: number;
export declare function createCacheHandler(options?: { maxEntries?: number; maxBytes?: number }): UseCacheHandler;
declare const handler: UseCacheHandler;
export default handler;
