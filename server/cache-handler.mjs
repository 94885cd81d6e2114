import { LRUCache } from 'lru-cache';
import { PROCESS_STATE, setProcessState } from '../lib/process-state.mjs';

// Next.js's `cacheHandlers.default`: where the results of `'use cache'` functions (the catalogue reads of
// lib/catalog) are kept. Next's own default is the same in-memory idea; this one is bounded by count as well as by
// bytes, keeps no stale copies, and its tag expirations are also fed from outside a request: a catalogue write in
// any process expires its tags here through the shared version poll (docs/architecture.md "Several processes on one
// PostgreSQL"), where Next's revalidateTag would only reach this process, and only inside a request.

/**
 * An entry as Next.js hands it over and takes it back.
 * @typedef {object} UseCacheEntry
 * @property {ReadableStream<Uint8Array>} value
 * @property {string[]} tags
 * @property {number} stale
 * @property {number} timestamp
 * @property {number} expire
 * @property {number} revalidate
 */

/**
 * An entry as kept here: its value read into a buffer.
 * @typedef {object} KeptEntry
 * @property {Omit<UseCacheEntry, 'value'>} entry
 * @property {Buffer} value
 */

/**
 * @typedef {object} UseCacheHandler
 * @property {LRUCache<string, KeptEntry>} entries
 * @property {Map<string, number>} tagExpirations
 * @property {(cacheKey: string, softTags?: string[]) => Promise<UseCacheEntry | undefined>} get
 * @property {(cacheKey: string, pendingEntry: Promise<UseCacheEntry>) => Promise<void>} set
 * @property {() => Promise<void>} refreshTags
 * @property {(tags: string[]) => Promise<number>} getExpiration
 * @property {(tags: string[], durations?: { expire?: number }) => Promise<void>} updateTags
 */

export const MAX_CACHED_READS = 2000;
export const MAX_CACHED_BYTES = 16 * 1024 * 1024;

const now = () => Math.round(performance.timeOrigin + performance.now());

/**
 * @param {ReadableStream<Uint8Array>} stream
 * @returns {Promise<Buffer>}
 */
async function streamToBuffer(stream) {
  const chunks = [];
  // Node's ReadableStream is async-iterable; the DOM lib's type does not say so.
  const iterable = /** @type {AsyncIterable<Uint8Array>} */ (/** @type {unknown} */ (stream));
  for await (const chunk of iterable) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * @param {Buffer} buffer
 * @returns {ReadableStream<Uint8Array>}
 */
function streamFromBuffer(buffer) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array(buffer));
      controller.close();
    },
  });
}

/**
 * @param {{ maxEntries?: number; maxBytes?: number }} [options]
 * @returns {UseCacheHandler}
 */
export function createCacheHandler({ maxEntries = MAX_CACHED_READS, maxBytes = MAX_CACHED_BYTES } = {}) {
  /** @type {LRUCache<string, KeptEntry>} */
  const entries = new LRUCache({
    max: maxEntries,
    maxSize: maxBytes,
    maxEntrySize: maxBytes,
    sizeCalculation: (entry, key) => entry.value.byteLength + 2 * key.length + 256,
  });
  /** @type {Map<string, Promise<void>>} */
  const pendingSets = new Map();
  /**
   * When each tag last expired (ms); a kept entry made at or before that is gone.
   * @type {Map<string, number>}
   */
  const tagExpirations = new Map();
  // At least a minute: a read still being made (Next gives one at most 54 s) must meet the expirations since it began.
  let longestLifetimeMs = 60_000;

  /** @param {string[]} tags */
  const expiredAt = (tags) => Math.max(0, ...tags.map((tag) => tagExpirations.get(tag) ?? 0));

  // An expiration older than every entry's lifetime can no longer matter: without this, one tag per name sold
  // would be kept for ever.
  /** @param {number} at */
  function forgetOldExpirations(at) {
    for (const [tag, expired] of tagExpirations) {
      if (expired < at - longestLifetimeMs) tagExpirations.delete(tag);
    }
  }

  return {
    entries,
    tagExpirations,

    async get(cacheKey, softTags = []) {
      const pending = pendingSets.get(cacheKey);
      if (pending) await pending;
      const kept = entries.get(cacheKey);
      if (!kept) return undefined;
      const { entry, value } = kept;
      const expired =
        now() > entry.timestamp + entry.revalidate * 1000 || expiredAt([...entry.tags, ...softTags]) >= entry.timestamp;
      if (expired) {
        entries.delete(cacheKey);
        return undefined;
      }
      return { ...entry, value: streamFromBuffer(value) };
    },

    async set(cacheKey, pendingEntry) {
      /** @type {(value?: void) => void} */
      let settle = () => {};
      pendingSets.set(cacheKey, new Promise((resolve) => (settle = resolve)));
      try {
        const { value: stream, ...entry } = await pendingEntry;
        const value = await streamToBuffer(stream);
        // A read kept for no time (an unreachable database answered as a value) is made again on every call.
        if (entry.expire <= 0 || entry.revalidate <= 0) return;
        // Made before one of its tags expired (a write landed while it read): already out of date.
        if (expiredAt(entry.tags) >= entry.timestamp) return;
        longestLifetimeMs = Math.max(longestLifetimeMs, entry.expire * 1000);
        entries.set(cacheKey, { entry, value });
      } catch {
        // A read that failed is not kept; its caller already has the error.
      } finally {
        settle();
        pendingSets.delete(cacheKey);
      }
    },

    async refreshTags() {
      // Expirations from other processes arrive through lib/catalog's version poll, not per request.
    },

    async getExpiration(tags) {
      return expiredAt(tags);
    },

    // No stale-while-revalidate here: whatever `durations` asks, an entry of an updated tag is gone at once (a
    // stale copy kept in one process's memory would be another process's disagreement).
    async updateTags(tags) {
      const at = now();
      for (const tag of tags) tagExpirations.set(tag, at);
      forgetOldExpirations(at);
    },
  };
}

const handler = createCacheHandler();
// Registered for lib/catalog, which expires tags through it (it is loaded by Next, not bundled).
setProcessState(PROCESS_STATE.cacheHandler, handler);

export default handler;
