import http from 'node:http';
import { VARY_REQUEST_HEADERS } from './page-cache.mjs';

/** Marks a render this server asks of itself to fill its cache; its value is a per-process secret. */
export const FILL_HEADER = 'x-retailverse-cache-fill';

const RENDER_TIMEOUT_MS = 30_000;
const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });

/** Headers a kept answer does not carry over: per-connection ones, and the ones set afresh on every answer. */
const NOT_KEPT = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'date',
  'etag',
  'set-cookie',
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'strict-transport-security',
]);

export function keptHeaders(headers) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !NOT_KEPT.has(name)));
}

/**
 * The only request headers a render for the cache carries: what Next.js renders differently for. Framing headers
 * (Content-Length, Transfer-Encoding, Expect, Upgrade...) never cross: the render is a bodiless GET, and a visitor's
 * framing header on it would desynchronise the kept-alive loopback socket (request smuggling).
 */
const FORWARDED_HEADERS = ['host', 'accept', 'accept-language', 'user-agent', ...VARY_REQUEST_HEADERS];

export function forwardedHeaders(requestHeaders) {
  const headers = {};
  for (const name of FORWARDED_HEADERS) {
    const value = requestHeaders[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/**
 * Renders a GET through this same server, as an anonymous visitor (no cookies), uncompressed and fully
 * buffered, so the answer can be kept and served to anyone.
 */
export function renderThroughLoopback({ target, request, secret }) {
  const headers = forwardedHeaders(request.headers);
  headers['accept-encoding'] = 'identity';
  headers[FILL_HEADER] = secret;
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      { host: target.host, port: target.port, method: 'GET', path: request.url, headers, agent },
      (incoming) => {
        const chunks = [];
        incoming.on('data', (chunk) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 500, headers: incoming.headers, body: Buffer.concat(chunks) }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.setTimeout(RENDER_TIMEOUT_MS, () => outgoing.destroy(new Error('the page took too long to render')));
    outgoing.on('error', reject);
    outgoing.end();
  });
}
