// Security headers for every response: a Content-Security-Policy that lets scripts run only from
// this origin or when they carry the response's nonce or hash, and the usual hardening headers.

const HARDENING_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
};

const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Only the domain lore pages embed a frame: the live preview of the domain's website (http or https).
 * @param {string} pathname
 * @returns {boolean}
 */
export function allowsPreviewFrames(pathname) {
  return /^\/wiki\/[^/]+\/?$/.test(pathname);
}

/**
 * The sample websites (/sites/{slug}) may be framed by this site's own lore pages, and by nothing else.
 * @param {string} pathname
 * @returns {boolean}
 */
export function embeddableBySelf(pathname) {
  return /^\/sites\/[^/]+\/?$/.test(pathname);
}

/**
 * The policy of an HTML page. `scriptSources` are CSP source expressions such as `'nonce-…'` or
 * `'sha256-…'`; inline scripts without one of them (and every inline event handler) are refused.
 * @param {{ scriptSources: string[]; previewFrames: boolean; upgradeInsecureRequests: boolean; embeddable?: boolean }} options
 * @returns {string}
 */
export function pagePolicy({ scriptSources, previewFrames, upgradeInsecureRequests, embeddable = false }) {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${previewFrames ? 'https: http:' : "'none'"}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${embeddable ? "'self'" : "'none'"}`,
  ];
  if (upgradeInsecureRequests) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** The policy of everything that is not a page (API answers, files): nothing may run or embed it. */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Headers every response carries; HSTS only in production.
 * @param {{ production: boolean }} options
 * @returns {Record<string, string>}
 */
export function hardeningHeaders({ production }) {
  return production ? { ...HARDENING_HEADERS, 'Strict-Transport-Security': HSTS } : { ...HARDENING_HEADERS };
}
