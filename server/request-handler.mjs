/** @import { IncomingMessage, ServerResponse } from 'node:http' */
/** @import { Duplex } from 'node:stream' */
import http from 'node:http';
import { settleForwarding, trustedProxies } from '../lib/http/client-ip.mjs';
import { serveCached } from './cached-pages.mjs';
import { preferredEncoding } from './compression.mjs';
import { PageCache, isCacheablePath } from './page-cache.mjs';
import { passThrough } from './pass-through.mjs';
import { createPrecompressedAssets } from './precompressed-assets.mjs';
import { explainBareApiRefusals } from './refusals.mjs';
import { refuseMalformed, refuseMethod } from './request-checks.mjs';
import { endBodyCleanly } from './request-body.mjs';
import { FONT_PATH, RESOURCE_PATH } from './resource-paths.mjs';
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
 * Wraps Next.js's request handler, one named step after another: settle the request (body, client address,
 * hardening headers), refuse what is malformed or a method the resource does not answer, serve a build file from
 * its brotli copy (`staticDir`), serve a read-mostly page from the rendered-output cache (server/cached-pages.mjs),
 * else hand the request to Next.js under a fresh script nonce (server/pass-through.mjs).
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
  const site = { siteUrl, serverActions };
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
  const pages = { handle, policyFor, prerenderedSources, cache, ttlMs };

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
      if (refuseMethod(request, response, pathname, site)) return;
      if (serveFile(request, response, pathname)) return;
      if (ttlMs > 0 && (request.method === 'GET' || request.method === 'HEAD') && isCacheablePath(pathname))
        return serveCached(pages, request, response, pathname);
      return passThrough(pages, request, response, pathname);
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
