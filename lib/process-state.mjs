// The state one process keeps on globalThis, under these keys and nowhere else. Next.js bundles each route and page
// apart (and loads server/cache-handler.mjs outside its bundles), so a module-level value would exist once per
// bundle; on globalThis it exists once per process. Each key names who writes it and who reads it.

export const PROCESS_STATE = {
  /**
   * `{ generation, fallbackReads }`. Written by lib/catalog/cache.ts (bumped on every catalogue write and every
   * fallback read); read by server/request-handler.mjs (`catalogVersion`: the page cache keys and drops on it).
   */
  catalogVersion: Symbol.for('retailverse.catalog-cache'),
  /**
   * The catalogue reads' cache handler. Written by server/cache-handler.mjs (loaded by Next.js as
   * `cacheHandlers.default`); read by lib/catalog/cache.ts, which expires tags through it outside a request.
   */
  cacheHandler: Symbol.for('retailverse.cache-handler'),
  /**
   * `{ opening, lastFailureAt, lastFailure }`: the one database of the process. Written and read by lib/db/index.ts;
   * read by server/main.mjs, which closes the embedded database on SIGINT and SIGTERM.
   */
  db: Symbol.for('retailverse.db'),
  /** The rate limiters by name. Written and read by lib/rate-limit.ts only. */
  rateLimits: Symbol.for('retailverse.rate-limit'),
  /** Chain reads of `.sol` names and wallets (an LRU). Written and read by lib/integrations/chain-cache.ts only. */
  chainReads: Symbol.for('retailverse.chain-cache'),
  /** The mall's settings as this process last read them. Written and read by lib/settings/snapshot.ts only. */
  settings: Symbol.for('retailverse.settings'),
  /** The live sales feed's subscribers. Written and read by lib/commerce/sales/sales-feed.ts only. */
  salesFeed: Symbol.for('retailverse.sales-feed'),
  /** The inboxes' live pings' subscribers by inbox. Written and read by lib/inbox/inbox-feed.ts only. */
  inboxFeed: Symbol.for('retailverse.inbox-feed'),
  /**
   * `{ state }` of the websocket to the seller's logs. Written by lib/commerce/payments/payment-ws.ts; read by
   * lib/integrations/system-health.ts (the operators' health page).
   */
  sellerSocket: Symbol.for('retailverse.seller-socket'),
};

/** @type {Record<symbol, unknown>} */
const store = /** @type {any} */ (globalThis);

/**
 * The process's value under `key`, made by `create` the first time any bundle asks.
 * @template T
 * @param {symbol} key one of PROCESS_STATE
 * @param {() => T} create
 * @returns {T}
 */
export function processState(key, create) {
  if (!(key in store)) store[key] = create();
  return /** @type {T} */ (store[key]);
}

/**
 * The value under `key` if some bundle made it, without making it.
 * @param {symbol} key one of PROCESS_STATE
 * @returns {unknown}
 */
export function peekProcessState(key) {
  return store[key];
}

/**
 * Sets the value under `key` (for a value made outside lib/, as the cache handler is).
 * @param {symbol} key one of PROCESS_STATE
 * @param {unknown} value
 */
export function setProcessState(key, value) {
  store[key] = value;
}
