/** docs/product.md §2: only these slugs show a hero image on their wiki page (images in public/images/heroes). */
export const WIKI_HERO_SLUGS: readonly string[] = ['jpegdealer', 'bidgremlin', 'fudscience', 'jumpsetradio'];

export function wikiHeroImage(slug: string): string | null {
  return WIKI_HERO_SLUGS.includes(slug) ? `/images/heroes/${slug}.svg` : null;
}

export const WIKI_DESCRIPTION_FALLBACK = 'A domain in the Retailverse waiting for its story to unfold.';
