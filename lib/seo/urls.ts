/** `${siteUrl}${path}` with exactly one slash between them (SITE_URL may or may not end in '/'). */
export function absoluteUrl(siteUrl: string, path: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  return path === '/' ? `${base}/` : `${base}/${path.replace(/^\/+/, '')}`;
}

/** A slug as it may appear in a catalogue URL: lower-case letters, digits and hyphens. */
const SLUG_PATTERN = /^[a-z0-9-]{1,63}$/;

/** The route parameter as a catalogue slug, or null when it cannot name a domain. */
export function parseSlugParam(raw: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const slug = decoded
    .trim()
    .toLowerCase()
    .replace(/\.sol$/, '');
  return SLUG_PATTERN.test(slug) ? slug : null;
}
