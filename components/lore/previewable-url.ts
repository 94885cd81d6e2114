/** The website as an http(s) URL string, or null for any other scheme or a malformed value. */
export function previewableUrl(website: string | null | undefined): string | null {
  if (!website) return null;
  try {
    const url = new URL(website);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
