import { forbidden } from '../errors';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_SITE_REFUSED = 'Cross-site request refused.';

/** The origin of an http(s) URL, normalised (lower case, default port dropped); null when it is not one. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

const firstValue = (header: string | null) => header?.split(',')[0]?.trim() || undefined;

/** The configured site and the request's own origin (scheme plus Host or X-Forwarded-Host). */
function allowedOrigins(request: Request, siteUrl: string): Set<string> {
  const url = new URL(request.url);
  const scheme = firstValue(request.headers.get('x-forwarded-proto')) ?? url.protocol.replace(/:$/, '');
  const hosts = [
    firstValue(request.headers.get('x-forwarded-host')),
    firstValue(request.headers.get('host')),
    url.host,
  ];
  const origins = [siteUrl, ...hosts.filter(Boolean).map((host) => `${scheme}://${host}`)].map(originOf);
  return new Set(origins.filter((origin): origin is string => origin !== null));
}

/**
 * A state-changing request whose Origin header names another site (or is `null`). Requests without an
 * Origin header (scripts, curl) are not cross-site: browsers always send one on POST.
 */
export function isCrossSiteRequest(request: Request, siteUrl: string): boolean {
  if (!STATE_CHANGING_METHODS.has(request.method.toUpperCase())) return false;
  const header = request.headers.get('origin');
  if (header === null) return false;
  const origin = originOf(header.trim());
  return origin === null || !allowedOrigins(request, siteUrl).has(origin);
}

/** Throws 403 for a cross-site state-changing request. */
export function refuseCrossSite(request: Request, siteUrl: string): void {
  if (isCrossSiteRequest(request, siteUrl)) throw forbidden(CROSS_SITE_REFUSED);
}
