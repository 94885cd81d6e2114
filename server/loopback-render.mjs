import http from 'node:http';

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
 * Renders a GET through this same server, as an anonymous visitor (no cookies), uncompressed and fully
 * buffered, so the answer can be kept and served to anyone.
 */
export function renderThroughLoopback({ target, request, secret }) {
  const headers = { ...request.headers };
  for (const name of [
    'cookie',
    'authorization',
    'if-none-match',
    'if-modified-since',
    'connection',
    'content-security-policy',
  ]) {
    delete headers[name];
  }
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
