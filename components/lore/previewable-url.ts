/** The website as an http(s) URL string (or a sample site's path), or null for any other scheme or a malformed value. */
export function previewableUrl(website: string | null | undefined): string | null {
  if (!website) return null;
  if (/^\/sites\/[a-z0-9-]{1,63}$/.test(website)) return website;
  try {
    const url = new URL(website);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
