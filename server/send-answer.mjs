/** @import { IncomingMessage, ServerResponse } from 'node:http' */
/** @import { CacheEntry } from './page-cache.mjs' */
import { preferredEncoding } from './compression.mjs';
import { notModified } from './not-modified.mjs';
import { RESOURCE_POLICY } from './security-headers.mjs';

/**
 * An answer as `sendAnswer` writes it: a kept entry, or an answer not kept (no compressed copies, no entity tag).
 * @typedef {Omit<CacheEntry, 'gzip' | 'br' | 'etag' | 'version' | 'expiresAt'> & Partial<CacheEntry> & { status?: number }} Sendable
 */

/** @typedef {(pathname: string, scriptSources: string[]) => string} PolicyFor A page's Content-Security-Policy. */

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

/**
 * Writes a rendered answer: its headers and policy, a 304 when the client holds it, else the encoding it prefers.
 * @param {ServerResponse} response
 * @param {Sendable} answer
 * @param {{ request: IncomingMessage; pathname: string; cacheState: 'HIT' | 'MISS' | 'STALE' | 'BYPASS'; policyFor: PolicyFor }} how
 */
export function sendAnswer(
  response,
  { status, headers, body, gzip, br, isHtml, scriptHashes, etag },
  { request, pathname, cacheState, policyFor },
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
