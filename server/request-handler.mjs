/** @import { IncomingMessage, ServerResponse } from 'node:http' */
/** @import { Duplex } from 'node:stream' */
/** @import { BufferedAnswer, CacheEntry } from './page-cache.mjs' */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { settleForwarding, trustedProxies } from '../lib/http/client-ip.mjs';
import { preferredEncoding } from './compression.mjs';
import { inlineScriptHashes } from './inline-scripts.mjs';
import { keptHeaders, renderInProcess } from './in-process-render.mjs';
import { getBotType, parseAndValidateFlightRouterState } from './next-internals.mjs';
import { PROCESS_STATE, peekProcessState } from '../lib/process-state.mjs';
import { notModified } from './not-modified.mjs';
import { PageCache, cacheKey, isCacheablePath, storableAnswer, toEntry } from './page-cache.mjs';
import { pagePostRefusal } from './page-posts.mjs';
import { createPrecompressedAssets } from './precompressed-assets.mjs';
import { MAX_BODY_BYTES, declaredLength, endBodyCleanly } from './request-body.mjs';
import { settleAnswer } from './settle-boundaries.mjs';
import { renderWithAnswerStatus, withAnswerStatus } from './answer-status.mjs';
import {
  RESOURCE_POLICY,
  allowsPreviewFrames,
  embeddableBySelf,
  hardeningHeaders,
  pagePolicy,
} from './security-headers.mjs';

/**
 * @typedef {object} RequestHandlerOptions
 * @property {(request: IncomingMessage, response: ServerResponse) => Promise<void> | void} handle Next.js's handler
 * @property {boolean} production
 * @property {number} ttlMs how long a kept page is served before it is rendered again (0: no page cache)
 * @property {boolean} upgradeInsecureRequests
 * @property {string} [staticDir] the build's static files, with their brotli copies
 * @property {PageCache} [cache]
 * @property {string} [trustedProxyList] TRUSTED_PROXIES: CIDRs whose X-Forwarded-For is believed.
 * @property {string} [siteUrl] SITE_URL: a page POST whose Origin is neither it nor the request's own host is refused.
 * @property {boolean} [serverActions] Whether the build holds a server action (server/server-actions.mjs); without
 *   one, pages take no action posts.
 * @property {(pathname: string) => string[]} [prerenderedSources] The script hashes a page prerendered at build runs
 *   under (server/prerendered-pages.mjs).
 */

/**
 * An answer as `send` writes it: a kept entry, or an answer not kept (no compressed copies, no entity tag).
 * @typedef {Omit<CacheEntry, 'gzip' | 'br' | 'etag' | 'version' | 'expiresAt'> & Partial<CacheEntry> & { status?: number }} Sendable
 */

/** Request headers that ask for part of a file, or for it only under a condition: ignored (RFC 9110 allows it). */
const WHOLE_FILE_ONLY = ['range', 'if-range', 'if-match', 'if-unmodified-since'];

/** The build's font files (public, content-hashed). */
const FONT_PATH = /^\/_next\/static\/media\/[^/]+\.woff2?$/;

const RESOURCE_PATH =
  /^\/(?:api|_next)\/|\.(?:svg|png|jpe?g|webp|avif|gif|ico|txt|xml|json|js|mjs|css|woff2?|map|webmanifest)$/i;

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
 * A Vary header that names Accept-Encoding once, whether or not Next.js's already did.
 * @param {string | number | string[] | undefined} vary
 */
function varyWithEncoding(vary) {
  const names = String(vary ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!names.some((name) => name.toLowerCase() === 'accept-encoding')) names.push('Accept-Encoding');
  return names.join(', ');
}

/** @param {string} pathname */
function decodablePath(pathname) {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether a client navigation's router state header is absent or one Next.js can read (it answers 500 otherwise).
 * @param {string | string[] | undefined} header
 * @returns {boolean}
 */
function readableRouterState(header) {
  try {
    parseAndValidateFlightRouterState(header);
    return true;
  } catch {
    return false;
  }
}

/** @type {Record<number, string>} */
const ERROR_CODES = {
  400: 'bad_request',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
};

/**
 * A refusal before Next.js: the API's error shape under /api/, a line of text elsewhere.
 * @param {ServerResponse} response
 * @param {number} status
 * @param {string} message
 * @param {string} [pathname]
 */
function refuse(response, status, message, pathname = '') {
  response.setHeader('Content-Security-Policy', RESOURCE_POLICY);
  response.setHeader('Cache-Control', 'no-store');
  if (pathname.startsWith('/api/')) {
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.writeHead(status);
    return response.end(JSON.stringify({ error: { code: ERROR_CODES[status] ?? 'bad_request', message } }));
  }
  response.setHeader('Content-Type', 'text/plain; charset=utf-8');
  response.writeHead(status);
  response.end(`${status} ${message}\n`);
}

const API_METHOD_REFUSED = 'This API does not answer that method.';

/**
 * Next.js answers a method an API route does not export with a bare 405: it is given the API's error shape. Next
 * sends that answer with no body and no content type, through `end()`, before any header has gone out.
 * @param {ServerResponse} response
 */
function explainBareApiRefusals(response) {
  // `end` is replaced for one call, whatever its arguments.
  const endable = /** @type {{ end: (this: ServerResponse, ...args: unknown[]) => ServerResponse }} */ (
    /** @type {unknown} */ (response)
  );
  const end = endable.end;
  /**
   * @this {ServerResponse}
   * @param {unknown} [chunk]
   * @param {...unknown} rest
   */
  endable.end = function endWithMessage(chunk, ...rest) {
    endable.end = end;
    if (response.statusCode === 405 && !chunk && !response.headersSent && !response.getHeader('content-type')) {
      response.setHeader('Content-Type', 'application/json; charset=utf-8');
      response.setHeader('Cache-Control', 'no-store');
      return end.call(this, JSON.stringify({ error: { code: 'method_not_allowed', message: API_METHOD_REFUSED } }));
    }
    return end.call(this, chunk, ...rest);
  };
}

/** What a page answers besides reading it: POST carries Next.js's server actions. */
const PAGE_METHODS = ['GET', 'HEAD', 'POST'];

/** @param {ServerResponse} response */
function answerOptions(response) {
  response.setHeader('Allow', PAGE_METHODS.join(', '));
  response.setHeader('Content-Security-Policy', RESOURCE_POLICY);
  response.setHeader('Cache-Control', 'no-store');
  response.writeHead(204);
  response.end();
}

/**
 * Wraps Next.js's request handler: security headers on every answer, a fresh script nonce for every page
 * rendered on demand (and the script hashes of the pages prerendered at build, from `prerenderedSources`),
 * the rendered-output cache in front of the read-mostly pages that read the catalogue, and the build's brotli
 * copies of its scripts and styles (from `staticDir`, when given).
 * @param {RequestHandlerOptions} options
 * @returns {(request: IncomingMessage, response: ServerResponse) => Promise<void>}
 */
export function createRequestHandler({
  handle,
  production,
  ttlMs,
  upgradeInsecureRequests,
  staticDir,
  cache = new PageCache(),
  trustedProxyList = '',
  siteUrl = 'http://localhost:3000',
  serverActions = false,
  prerenderedSources = () => [],
}) {
  const isTrustedProxy = trustedProxies(trustedProxyList);
  const assets = staticDir ? createPrecompressedAssets(staticDir) : null;
  const hardening = hardeningHeaders({ production });
  /**
   * @param {string} pathname
   * @param {string[]} scriptSources
   */
  const policyFor = (pathname, scriptSources) =>
    pagePolicy({
      scriptSources,
      previewFrames: allowsPreviewFrames(pathname),
      upgradeInsecureRequests,
      embeddable: embeddableBySelf(pathname),
    });

  /**
   * @param {ServerResponse} response
   * @param {Sendable} answer
   * @param {string} pathname
   * @param {'HIT' | 'MISS' | 'STALE' | 'BYPASS'} cacheState
   * @param {IncomingMessage} request
   */
  function send(
    response,
    { status, headers, body, gzip, br, isHtml, scriptHashes, etag },
    pathname,
    cacheState,
    request,
  ) {
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, value);
    response.setHeader('Content-Security-Policy', isHtml ? policyFor(pathname, scriptHashes) : RESOURCE_POLICY);
    response.setHeader('Vary', varyWithEncoding(headers.vary));
    response.setHeader('X-Cache', cacheState);
    if (etag) {
      response.setHeader('ETag', etag);
      if (notModified(request.headers, etag)) {
        response.writeHead(304);
        return response.end();
      }
    }
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const compressed = encoding === null ? undefined : { br, gzip }[encoding];
    if (compressed && encoding) response.setHeader('Content-Encoding', encoding);
    const payload = compressed ?? body;
    response.setHeader('Content-Length', payload.length);
    response.writeHead(status ?? 200);
    response.end(request.method === 'HEAD' ? undefined : payload);
  }

  /**
   * @param {IncomingMessage} request
   * @param {string} key
   * @returns {Promise<{ entry: CacheEntry; answer?: undefined } | { answer: BufferedAnswer; entry?: undefined }>}
   */
  async function fill(request, key) {
    const versionAtStart = catalogVersion();
    const answer = settleAnswer(await renderWithAnswerStatus(() => renderInProcess({ handle, request })));
    const versionAtEnd = catalogVersion();
    if (!storableAnswer(answer, versionAtStart, versionAtEnd)) return { answer };
    const entry = toEntry(
      { headers: keptHeaders(answer.headers), body: answer.body },
      versionAtStart,
      Date.now(),
      ttlMs,
    );
    cache.set(key, entry);
    return { entry };
  }

  /**
   * @param {IncomingMessage} request
   * @param {ServerResponse} response
   * @param {string} pathname
   */
  function passThrough(request, response, pathname) {
    if (RESOURCE_PATH.test(pathname)) {
      response.setHeader('Content-Security-Policy', RESOURCE_POLICY);
    } else {
      const nonce = `'nonce-${randomBytes(16).toString('base64')}'`;
      const policy = policyFor(pathname, [nonce, ...prerenderedSources(pathname)]);
      // Next.js reads the nonce from the request's policy and puts it on every script it renders; a page it
      // prerendered at build has none, and runs under the hashes of its own inline scripts.
      request.headers['content-security-policy'] = policy;
      response.setHeader('Content-Security-Policy', policy);
    }
    return withAnswerStatus(request, response, () => handle(request, response));
  }

  /**
   * @param {IncomingMessage} request
   * @param {ServerResponse} response
   * @param {string} pathname
   */
  async function serveCached(request, response, pathname) {
    const key = cacheKey({
      // A HEAD is answered from the GET's entry, without its body.
      method: 'GET',
      url: request.url,
      botType: getBotType(String(request.headers['user-agent'] ?? '')),
      headers: request.headers,
    });
    const entry = cache.get(key, catalogVersion());
    if (entry && entry.expiresAt > Date.now()) return send(response, entry, pathname, 'HIT', request);
    if (entry) {
      cache
        .coalesce(key, () => fill(request, key))
        .promise.catch((/** @type {Error} */ error) => console.error('[page-cache] refresh failed:', error.message));
      return send(response, entry, pathname, 'STALE', request);
    }
    let result;
    let shared;
    try {
      const filling = cache.coalesce(key, () => fill(request, key));
      shared = filling.shared;
      result = await filling.promise;
    } catch (error) {
      console.error('[page-cache] render for the cache failed:', /** @type {Error} */ (error).message);
      return passThrough(request, response, pathname);
    }
    if (result.entry) return send(response, result.entry, pathname, shared ? 'HIT' : 'MISS', request);
    // Not kept (an error page, say): its renderer gets it as it is; others waiting on it render their own.
    if (shared) return passThrough(request, response, pathname);
    const { status, headers, body } = result.answer;
    const isHtml = /^text\/html\b/i.test(String(headers['content-type'] ?? ''));
    const scriptHashes = isHtml ? inlineScriptHashes(body.toString('utf8')) : [];
    return send(
      response,
      { status, headers: keptHeaders(headers), body, isHtml, scriptHashes },
      pathname,
      'BYPASS',
      request,
    );
  }

  /**
   * Readies a request for everything after: its body, its client address, the headers no client may set.
   * @param {IncomingMessage} request
   * @param {ServerResponse} response
   */
  function settleRequest(request, response) {
    endBodyCleanly(request, response);
    settleForwarding(request, isTrustedProxy);
    delete request.headers['content-security-policy'];
    delete request.headers['content-security-policy-report-only'];
    for (const [name, value] of Object.entries(hardening)) response.setHeader(name, value);
  }

  /**
   * Refuses what no resource answers: an oversized body, a misused `*`, an undecodable path or router state.
   * @param {IncomingMessage} request
   * @param {ServerResponse} response
   * @param {string} pathname
   */
  function refuseMalformed(request, response, pathname) {
    const length = declaredLength(request);
    if (length !== null && length > MAX_BODY_BYTES) {
      response.setHeader('Connection', 'close');
      refuse(response, 413, `The body is larger than ${MAX_BODY_BYTES / 1024 / 1024} MB.`, pathname);
      return true;
    }
    // `*` (RFC 9110's asterisk-form) names the server, not a resource: it is for OPTIONS alone.
    if (request.url === '*') {
      if (request.method === 'OPTIONS') answerOptions(response);
      else refuse(response, 400, 'The request target * is only for OPTIONS.');
      return true;
    }
    if (embeddableBySelf(pathname)) response.setHeader('X-Frame-Options', 'SAMEORIGIN');
    if (!decodablePath(pathname)) {
      refuse(response, 400, 'This address is not valid.', pathname);
      return true;
    }
    if (!readableRouterState(request.headers['next-router-state-tree'])) {
      refuse(response, 400, 'This navigation request is not valid.', pathname);
      return true;
    }
    return false;
  }

  /**
   * Refuses a method the resource does not answer, and a cross-site page post.
   * @param {IncomingMessage} request
   * @param {ServerResponse} response
   * @param {string} pathname
   */
  function refuseMethod(request, response, pathname) {
    const isApi = pathname.startsWith('/api/');
    const isStaticFile = RESOURCE_PATH.test(pathname) && !isApi;
    if (isStaticFile && request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('Allow', 'GET, HEAD');
      refuse(response, 405, 'This file can only be read (GET or HEAD).');
      return true;
    }
    // Next.js answers a failed precondition or an unsatisfiable range on a file with a 500: a file is sent whole.
    if (isStaticFile) for (const name of WHOLE_FILE_ONLY) delete request.headers[name];
    if (request.method === 'TRACE' || request.method === 'TRACK') {
      response.setHeader('Allow', PAGE_METHODS.join(', '));
      refuse(response, 405, 'This method is not allowed.', pathname);
      return true;
    }
    const isPage = !isApi && !RESOURCE_PATH.test(pathname);
    // A page is read (or sent a server action); Next.js would render it for a PUT or a DELETE as well.
    if (isPage && !PAGE_METHODS.includes(request.method ?? 'GET')) {
      response.setHeader('Allow', PAGE_METHODS.join(', '));
      if (request.method === 'OPTIONS') answerOptions(response);
      else refuse(response, 405, 'This page can only be read (GET or HEAD).');
      return true;
    }
    if (isPage && request.method === 'POST') {
      const refusal = pagePostRefusal(request, { siteUrl, serverActions });
      if (refusal) {
        refuse(response, refusal.status, refusal.message);
        return true;
      }
    }
    return false;
  }

  /**
   * Serves a build file from its brotli copy when there is one; readies API and font answers for Next.js.
   * @param {IncomingMessage} request
   * @param {ServerResponse} response
   * @param {string} pathname
   */
  function serveFile(request, response, pathname) {
    if (pathname.startsWith('/api/')) explainBareApiRefusals(response);
    // Fonts load in CORS mode: the sample sites, framed in a sandbox (an opaque origin), need them too.
    if (FONT_PATH.test(pathname)) response.setHeader('Access-Control-Allow-Origin', '*');
    if (!assets || !RESOURCE_PATH.test(pathname)) return false;
    response.setHeader('Content-Security-Policy', RESOURCE_POLICY);
    return assets.serve(request, response, pathname, preferredEncoding(request.headers['accept-encoding']));
  }

  // What the steps return (an ended response) is of no use to the caller: the handler answers nothing.
  return /** @type {(request: IncomingMessage, response: ServerResponse) => Promise<void>} */ (
    async function onRequest(request, response) {
      settleRequest(request, response);
      const pathname = (request.url ?? '/').split('?')[0];
      if (refuseMalformed(request, response, pathname)) return;
      if (refuseMethod(request, response, pathname)) return;
      if (serveFile(request, response, pathname)) return;
      if (ttlMs > 0 && (request.method === 'GET' || request.method === 'HEAD') && isCacheablePath(pathname))
        return serveCached(request, response, pathname);
      return passThrough(request, response, pathname);
    }
  );
}

/**
 * A request Node's own parser refuses (a malformed request line, a Content-Length that is not a number, headers over
 * the limit) never reaches the handler: it is answered here, with the hardening headers and a line saying why.
 * @param {Error & { code?: string }} error
 * @param {Duplex} socket
 * @param {{ production: boolean }} options
 * @returns {void}
 */
export function answerClientError(error, socket, { production }) {
  if (!socket.writable || error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const body = tooLarge
    ? `${status} The request's headers are too large.\n`
    : `${status} This request is not valid HTTP.\n`;
  const headers = {
    ...hardeningHeaders({ production }),
    'Content-Security-Policy': RESOURCE_POLICY,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    Connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`);
}
