import { CROSS_SITE_REFUSED, isCrossSite } from '../http/same-origin.mjs';
import { forbidden } from '../errors';

/**
 * A state-changing request whose Origin header names another site (or is `null`): the rule of
 * lib/http/same-origin.mjs. X-Forwarded-Host reaches a handler only from a trusted proxy (docs/architecture.md).
 */
function isCrossSiteRequest(request: Request, siteUrl: string, options: { everyMethod?: boolean } = {}): boolean {
  return isCrossSite(
    { method: request.method, header: (name) => request.headers.get(name), url: request.url },
    siteUrl,
    options,
  );
}

/** Throws 403 for a cross-site state-changing request (or any cross-site request, with `everyMethod`). */
export function refuseCrossSite(request: Request, siteUrl: string, options: { everyMethod?: boolean } = {}): void {
  if (isCrossSiteRequest(request, siteUrl, options)) throw forbidden(CROSS_SITE_REFUSED);
}
