/** @import { IncomingHttpHeaders } from 'node:http' */
import fresh from 'fresh';

/**
 * Whether a request's If-None-Match names this entity tag (weakly, or `*`), as `fresh` matches them. Only that
 * header is given to `fresh`: a request's `Cache-Control: no-cache` (which fetch() adds to every conditional
 * request it is handed) tells caches to revalidate, and this server is the origin that revalidates (RFC 9110 §13.2.1).
 * @param {IncomingHttpHeaders} requestHeaders
 * @param {string} etag
 * @returns {boolean}
 */
export function notModified(requestHeaders, etag) {
  const ifNoneMatch = requestHeaders['if-none-match'];
  return ifNoneMatch ? fresh({ 'if-none-match': String(ifNoneMatch) }, { etag }) : false;
}
