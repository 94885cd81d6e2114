import type { IncomingHttpHeaders } from 'node:http';

export interface BufferedAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}
export interface CacheEntry {
  headers: IncomingHttpHeaders;
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
  isHtml: boolean;
  scriptHashes: string[];
  version: string;
  expiresAt: number;
}
export declare const VARY_REQUEST_HEADERS: string[];
export declare function isCacheablePath(pathname: string): boolean;
export declare function cacheKey(request: {
  method?: string;
  url?: string;
  botType?: string;
  headers: IncomingHttpHeaders;
}): string;
export declare function storableAnswer(answer: BufferedAnswer, versionAtStart: string, versionAtEnd: string): boolean;
export declare function toEntry(
  answer: { headers: IncomingHttpHeaders; body: Buffer },
  version: string,
  now: number,
  ttlMs: number,
): CacheEntry;
export declare class PageCache {
  constructor(options?: { maxBytes?: number; maxEntries?: number });
  readonly maxBytes: number;
  readonly maxEntries: number;
  readonly size: number;
  readonly bytes: number;
  get(key: string, version: string): CacheEntry | undefined;
  set(key: string, entry: CacheEntry): void;
  delete(key: string): void;
  clear(): void;
  coalesce<T>(key: string, load: () => Promise<T>): { promise: Promise<T>; shared: boolean };
}
