// The same-site rule of state-changing requests, shared by the API (lib/api/origin.ts) and the server's refusal of
// cross-site page posts (server/request-handler.mjs). X-Forwarded-Host and X-Forwarded-Proto are read as sent: the
// server deletes them from every request that does not come from a trusted proxy (lib/http/client-ip.mjs).

/**
 * @typedef {object} RequestToCheck
 * @property {string} method
 * @property {(name: string) => string | null | undefined} header a request header, null or undefined when absent
 * @property {string} [url] the request's absolute URL when known
 */

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_SITE_REFUSED = 'Cross-site request refused.';

/**
 * The origin of an http(s) URL, normalised (lower case, default port dropped); null when it is not one.
 * @param {string} value
 * @returns {string | null}
 */
function originOf(value) {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** @param {string | null | undefined} header */
const firstValue = (header) => header?.split(',')[0]?.trim() || undefined;

/**
 * The configured site and the request's own origin (scheme plus X-Forwarded-Host, Host or the URL's host).
 * @param {RequestToCheck['header']} header
 * @param {URL | undefined} url
 * @param {string} siteUrl
 */
function allowedOrigins(header, url, siteUrl) {
  const scheme = firstValue(header('x-forwarded-proto')) ?? url?.protocol.replace(/:$/, '') ?? 'http';
  const hosts = [firstValue(header('x-forwarded-host')), firstValue(header('host')), url?.host];
  const origins = [siteUrl, ...hosts.filter(Boolean).map((host) => `${scheme}://${host}`)].map(originOf);
  return new Set(origins.filter((origin) => origin !== null));
}

/**
 * A state-changing request whose Origin header names another site (or is `null`), or that carries no Origin but
 * whose fetch metadata says a browser sent it from another site (`Sec-Fetch-Site: cross-site`). Requests without
 * either header (scripts, curl) are not cross-site: browsers send one of them on every POST. `everyMethod` applies
 * the rule to reads as well (the console's routes: an export is a read worth forging). `header(name)` reads a
 * request header (null when absent); `url` is the request's absolute URL when known.
 * @param {RequestToCheck} request
 * @param {string} siteUrl
 * @param {{ everyMethod?: boolean }} [options]
 * @returns {boolean}
 */
export function isCrossSite({ method, header, url }, siteUrl, { everyMethod = false } = {}) {
  if (!everyMethod && !STATE_CHANGING_METHODS.has(String(method).toUpperCase())) return false;
  const sent = header('origin');
  if (sent === null || sent === undefined) return firstValue(header('sec-fetch-site'))?.toLowerCase() === 'cross-site';
  const origin = originOf(sent.trim());
  return origin === null || !allowedOrigins(header, url ? new URL(url) : undefined, siteUrl).has(origin);
}
