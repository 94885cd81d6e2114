/** @import { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http' */
import { createRequestResponseMocks } from './next-internals.mjs';
import { CLIENT_IP_HEADER } from '../lib/http/client-ip.mjs';
import { VARY_REQUEST_HEADERS } from './page-cache.mjs';

// A page is rendered for the cache inside this process, through Next.js's own request and response mocks (the ones
// Next uses to revalidate a page on demand): no socket, no second HTTP request, so nothing a visitor sends can frame
// or reorder what is rendered and kept.

const RENDER_TIMEOUT_MS = 30_000;

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

/**
 * @param {IncomingHttpHeaders} headers
 * @returns {IncomingHttpHeaders}
 */
export function keptHeaders(headers) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !NOT_KEPT.has(name)));
}

/**
 * The only request headers a render for the cache carries: what Next.js renders differently for. No cookie (the
 * render is anonymous, so anyone may be served it) and no framing header (the render is a bodiless GET).
 */
const FORWARDED_HEADERS = ['host', 'accept', 'accept-language', 'user-agent', ...VARY_REQUEST_HEADERS];

/**
 * @param {IncomingHttpHeaders} requestHeaders
 * @returns {Record<string, string>}
 */
function forwardedHeaders(requestHeaders) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const name of FORWARDED_HEADERS) {
    const value = requestHeaders[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/**
 * Renders a GET of the visitor's URL as an anonymous visitor, uncompressed and fully buffered, so the answer can be
 * kept and served to anyone. `handle` is Next.js's request handler. A render that takes longer than `timeoutMs` is
 * abandoned (its response closed, which aborts it) and the promise rejects.
 * @param {{ handle: (request: IncomingMessage, response: ServerResponse) => unknown; request: IncomingMessage; timeoutMs?: number }} options
 * @returns {Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>}
 */
export async function renderInProcess({ handle, request, timeoutMs = RENDER_TIMEOUT_MS }) {
  const headers = forwardedHeaders(request.headers);
  headers['accept-encoding'] = 'identity';
  const clientIp = request.headers[CLIENT_IP_HEADER];
  if (typeof clientIp === 'string') headers[CLIENT_IP_HEADER] = clientIp;
  const mocks = createRequestResponseMocks({ url: request.url ?? '/', headers, method: 'GET' });
  const req = mocks.req;
  // Next's mock response keeps what was written in `buffers` and settles `hasStreamed` when it ends; its types omit both.
  const res = /** @type {typeof mocks.res & { hasStreamed: Promise<boolean>; buffers: Buffer[] }} */ (mocks.res);
  // Both may reject after the race is decided: they are awaited below or deliberately dropped, never left unhandled.
  res.hasStreamed.catch(() => undefined);
  const rendered = Promise.resolve(handle(req, res)).then(() => res.hasStreamed);
  rendered.catch(() => undefined);
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  /** @type {Promise<never>} */
  const timedOut = new Promise((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error('the page took too long to render');
      res.destroy(error);
      reject(error);
    }, timeoutMs);
  });
  try {
    await Promise.race([rendered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
  // Kept headers are sent again as they were set: the incoming type (strings and string lists) is the one they are read as.
  const answerHeaders = /** @type {IncomingHttpHeaders} */ (res.getHeaders());
  return { status: res.statusCode, headers: answerHeaders, body: Buffer.concat(res.buffers) };
}
