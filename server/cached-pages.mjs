/** @import { IncomingMessage, ServerResponse } from 'node:http' */
/** @import { BufferedAnswer, CacheEntry, PageCache } from './page-cache.mjs' */
/** @import { Renderer } from './pass-through.mjs' */
import { PROCESS_STATE, peekProcessState } from '../lib/process-state.mjs';
import { renderWithAnswerStatus } from './answer-status.mjs';
import { inlineScriptHashes } from './inline-scripts.mjs';
import { keptHeaders, renderInProcess } from './in-process-render.mjs';
import { getBotType } from './next-internals.mjs';
import { cacheKey, storableAnswer, toEntry } from './page-cache.mjs';
import { passThrough } from './pass-through.mjs';
import { sendAnswer } from './send-answer.mjs';
import { settleAnswer } from './settle-boundaries.mjs';

/**
 * The version of the catalogue the pages render from: lib/catalog/cache.ts keeps it on globalThis (it is
 * shared by every Next.js bundle of this process) and bumps it on every write and every fallback read.
 * @returns {string}
 */
function catalogVersion() {
  const store = /** @type {{ generation?: number, fallbackReads?: number } | undefined} */ (
    peekProcessState(PROCESS_STATE.catalogVersion)
  );
  return `${store?.generation ?? 0}:${store?.fallbackReads ?? 0}`;
}

/**
 * Renders a page for the cache and keeps it, unless the answer may not be kept or the catalogue moved meanwhile.
 * @param {Renderer & { cache: PageCache; ttlMs: number }} pages
 * @param {IncomingMessage} request
 * @param {string} key
 * @returns {Promise<{ entry: CacheEntry; answer?: undefined } | { answer: BufferedAnswer; entry?: undefined }>}
 */
async function fill({ handle, cache, ttlMs }, request, key) {
  const versionAtStart = catalogVersion();
  const answer = settleAnswer(await renderWithAnswerStatus(() => renderInProcess({ handle, request })));
  const versionAtEnd = catalogVersion();
  if (!storableAnswer(answer, versionAtStart, versionAtEnd)) return { answer };
  const entry = toEntry({ headers: keptHeaders(answer.headers), body: answer.body }, versionAtStart, Date.now(), ttlMs);
  cache.set(key, entry);
  return { entry };
}

/**
 * Serves a read-mostly page from the rendered-output cache: a fresh entry at once, a stale one while it is rendered
 * again behind, else one render shared by every request that waits for it.
 * @param {Renderer & { cache: PageCache; ttlMs: number }} pages
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {string} pathname
 */
export async function serveCached(pages, request, response, pathname) {
  const { cache, policyFor } = pages;
  /** @param {'HIT' | 'MISS' | 'STALE' | 'BYPASS'} cacheState */
  const how = (cacheState) => ({ request, pathname, cacheState, policyFor });
  const key = cacheKey({
    // A HEAD is answered from the GET's entry, without its body.
    method: 'GET',
    url: request.url,
    botType: getBotType(String(request.headers['user-agent'] ?? '')),
    headers: request.headers,
  });
  const entry = cache.get(key, catalogVersion());
  if (entry && entry.expiresAt > Date.now()) return sendAnswer(response, entry, how('HIT'));
  if (entry) {
    cache
      .coalesce(key, () => fill(pages, request, key))
      .promise.catch((/** @type {Error} */ error) => console.error('[page-cache] refresh failed:', error.message));
    return sendAnswer(response, entry, how('STALE'));
  }
  let result;
  let shared;
  try {
    const filling = cache.coalesce(key, () => fill(pages, request, key));
    shared = filling.shared;
    result = await filling.promise;
  } catch (error) {
    console.error('[page-cache] render for the cache failed:', /** @type {Error} */ (error).message);
    return passThrough(pages, request, response, pathname);
  }
  if (result.entry) return sendAnswer(response, result.entry, how(shared ? 'HIT' : 'MISS'));
  // Not kept (an error page, say): its renderer gets it as it is; others waiting on it render their own.
  if (shared) return passThrough(pages, request, response, pathname);
  const { status, headers, body } = result.answer;
  const isHtml = /^text\/html\b/i.test(String(headers['content-type'] ?? ''));
  const scriptHashes = isHtml ? inlineScriptHashes(body.toString('utf8')) : [];
  return sendAnswer(response, { status, headers: keptHeaders(headers), body, isHtml, scriptHashes }, how('BYPASS'));
}
