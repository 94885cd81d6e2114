/** @import { IncomingHttpHeaders } from 'node:http' */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { brotliText } from './compression.mjs';
import { inlineScriptHashes } from './inline-scripts.mjs';

/**
 * An answer rendered to a buffer.
 * @typedef {object} BufferedAnswer
 * @property {number} status
 * @property {IncomingHttpHeaders} headers
 * @property {Buffer} body
 */

/**
 * An answer as kept.
 * @typedef {object} CacheEntry
 * @property {IncomingHttpHeaders} headers
 * @property {Buffer} body
 * @property {Buffer} gzip
 * @property {Buffer} br
 * @property {string} etag
 * @property {boolean} isHtml
 * @property {string[]} scriptHashes
 * @property {string} version
 * @property {number} expiresAt
 */

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

/**
 * @param {string} pathname
 * @returns {boolean}
 */
export function isCacheablePath(pathname) {
  return CACHEABLE_PATHS.some((pattern) => pattern.test(pathname));
}

/**
 * The cache key: method, URL, the kind of client Next renders differently for, and the varying headers.
 * @param {{ method?: string; url?: string; botType?: string; headers: IncomingHttpHeaders }} request
 * @returns {string}
 */
export function cacheKey({ method, url, botType, headers }) {
  return [method, url, botType ?? '', ...VARY_REQUEST_HEADERS.map((name) => headers[name] ?? '')].join('\n');
}

/**
 * What of a buffered answer may be kept: a 200 of a storable type, without cookies, not too large, and
 * rendered from a catalogue that did not change (nor fall back to built-in data) while it rendered.
 * @param {BufferedAnswer} answer
 * @param {string} versionAtStart
 * @param {string} versionAtEnd
 * @returns {boolean}
 */
export function storableAnswer({ status, headers, body }, versionAtStart, versionAtEnd) {
  if (status !== 200) return false;
  if (headers['set-cookie']) return false;
  if (!STORABLE_TYPES.test(String(headers['content-type'] ?? ''))) return false;
  if (body.length > MAX_ENTRY_BYTES) return false;
  return versionAtStart === versionAtEnd;
}

/**
 * An answer as kept: its headers, its body plain, gzipped and in brotli, and the hashes of its inline scripts.
 * @param {{ headers: IncomingHttpHeaders; body: Buffer }} answer
 * @param {string} version
 * @param {number} now
 * @param {number} ttlMs
 * @returns {CacheEntry}
 */
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

/** @param {CacheEntry} entry */
const entrySize = (entry) => entry.body.length + entry.gzip.length + entry.br.length;

/** A least-recently-used store of entries (`lru-cache`), bounded by count and by bytes. */
export class PageCache {
  /** @type {LRUCache<string, CacheEntry>} */
  #entries;
  /** @type {Map<string, Promise<any>>} */
  #inflight = new Map();

  /** @param {{ maxBytes?: number; maxEntries?: number }} [options] */
  constructor({ maxBytes = 32 * 1024 * 1024, maxEntries = 1000 } = {}) {
    /** @readonly */
    this.maxBytes = maxBytes;
    /** @readonly */
    this.maxEntries = maxEntries;
    this.#entries = new LRUCache({ max: maxEntries, maxSize: maxBytes, sizeCalculation: entrySize });
  }

  get size() {
    return this.#entries.size;
  }

  get bytes() {
    return this.#entries.calculatedSize;
  }

  /**
   * The entry for a key, or undefined; an entry from an older catalogue version is dropped.
   * @param {string} key
   * @param {string} version
   * @returns {CacheEntry | undefined}
   */
  get(key, version) {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version) {
      this.delete(key);
      return undefined;
    }
    return entry;
  }

  /**
   * @param {string} key
   * @param {CacheEntry} entry
   */
  set(key, entry) {
    this.#entries.set(key, entry);
  }

  /** @param {string} key */
  delete(key) {
    this.#entries.delete(key);
  }

  clear() {
    this.#entries.clear();
  }

  /**
   * Runs `load` once per key at a time: concurrent misses share one render.
   * @template T
   * @param {string} key
   * @param {() => Promise<T>} load
   * @returns {{ promise: Promise<T>; shared: boolean }}
   */
  coalesce(key, load) {
    const running = this.#inflight.get(key);
    if (running) return { promise: running, shared: true };
    const promise = load().finally(() => this.#inflight.delete(key));
    this.#inflight.set(key, promise);
    return { promise, shared: false };
  }
}
