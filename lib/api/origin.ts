import { CROSS_SITE_REFUSED, isCrossSite } from '../http/same-origin.mjs';
import { forbidden } from '../errors';

export { CROSS_SITE_REFUSED };

/**
 * A state-changing request whose Origin header names another site (or is `null`): the rule of
 * lib/http/same-origin.mjs. X-Forwarded-Host reaches a handler only from a trusted proxy (docs/architecture.md).
 */
export function isCrossSiteRequest(request: Request, siteUrl: string): boolean {
  return isCrossSite(
    { method: request.method, header: (name) => request.headers.get(name), url: request.url },
    siteUrl,
  );
}

/** Throws 403 for a cross-site state-changing request. */
export function refuseCrossSite(request: Request, siteUrl: string): void {
  if (isCrossSiteRequest(request, siteUrl)) throw forbidden(CROSS_SITE_REFUSED);
}
