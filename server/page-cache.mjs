import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { brotliText } from './compression.mjs';
import { inlineScriptHashes } from './inline-scripts.mjs';

// A rendered-output cache for the pages people read most: the anonymous HTML (and client-navigation
// payload) of a page is kept for a short time and dropped as soon as the catalogue changes, so these pages
// answer at close to static-file speed while per-visitor parts stay client-side islands.

/**
 * Pages whose server render reads no cookie and depends only on the catalogue and the clock. Pages that read
 * neither are prerendered at build and served by Next.js itself.
 */
const CACHEABLE_PATHS = [
  /^\/$/,
  /^\/domains$/,
  /^\/domains\/[^/]+$/,
  /^\/wiki\/[^/]+$/,
  /^\/wiki-directory$/,
  /^\/directory$/,
  /^\/marketplace$/,
  /^\/scavrack$/,
  /^\/vault$/,
  /^\/basement$/,
  /^\/insights\/[^/]+$/,
  /^\/api\/domains$/,
  /^\/api\/domains\/[^/]+$/,
];

/** Request headers a Next.js answer varies on besides the URL (client navigations ask for RSC payloads). */
export const VARY_REQUEST_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
];

const STORABLE_TYPES = /^(text\/html|text\/x-component|application\/json)\b/i;
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;

export function isCacheablePath(pathname) {
  return CACHEABLE_PATHS.some((pattern) => pattern.test(pathname));
}

/** The cache key: method, URL, the kind of client Next renders differently for, and the varying headers. */
export function cacheKey({ method, url, botType, headers }) {
  return [method, url, botType ?? '', ...VARY_REQUEST_HEADERS.map((name) => headers[name] ?? '')].join('\n');
}

/**
 * What of a buffered answer may be kept: a 200 of a storable type, without cookies, not too large, and
 * rendered from a catalogue that did not change (nor fall back to built-in data) while it rendered.
 */
export function storableAnswer({ status, headers, body }, versionAtStart, versionAtEnd) {
  if (status !== 200) return false;
  if (headers['set-cookie']) return false;
  if (!STORABLE_TYPES.test(String(headers['content-type'] ?? ''))) return false;
  if (body.length > MAX_ENTRY_BYTES) return false;
  return versionAtStart === versionAtEnd;
}

/** An answer as kept: its headers, its body plain, gzipped and in brotli, and the hashes of its inline scripts. */
export function toEntry({ headers, body }, version, now, ttlMs) {
  const isHtml = /^text\/html\b/i.test(String(headers['content-type'] ?? ''));
  return {
    headers,
    body,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    gzip: gzipSync(body),
    br: brotliText(body),
    isHtml,
    scriptHashes: isHtml ? inlineScriptHashes(body.toString('utf8')) : [],
    version,
    expiresAt: now + ttlMs,
  };
}

const entrySize = (entry) => entry.body.length + entry.gzip.length + entry.br.length;

/** A least-recently-used store of entries (`lru-cache`), bounded by count and by bytes. */
export class PageCache {
  #entries;
  #inflight = new Map();

  constructor({ maxBytes = 32 * 1024 * 1024, maxEntries = 1000 } = {}) {
    this.maxBytes = maxBytes;
    this.maxEntries = maxEntries;
    this.#entries = new LRUCache({ max: maxEntries, maxSize: maxBytes, sizeCalculation: entrySize });
  }

  get size() {
    return this.#entries.size;
  }

  get bytes() {
    return this.#entries.calculatedSize;
  }

  /** The entry for a key, or undefined; an entry from an older catalogue version is dropped. */
  get(key, version) {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version) {
      this.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key, entry) {
    this.#entries.set(key, entry);
  }

  delete(key) {
    this.#entries.delete(key);
  }

  clear() {
    this.#entries.clear();
  }

  /** Runs `load` once per key at a time: concurrent misses share one render. */
  coalesce(key, load) {
    const running = this.#inflight.get(key);
    if (running) return { promise: running, shared: true };
    const promise = load().finally(() => this.#inflight.delete(key));
    this.#inflight.set(key, promise);
    return { promise, shared: false };
  }
}
