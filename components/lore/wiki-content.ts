/**
 * What a /wiki/{slug} page shows beside the catalogue record (docs/product.md §2): hero art, the description
 * fallback, the lore and the SEO keywords. Not for 'use client' files: it reads the whole content catalogue.
 */
import { genericWikiLore, keywordRecords, wikiLore, type KeywordRecord, type WikiLoreEntry } from '@/content/catalog';

/** docs/product.md §2: only these slugs show a hero image on their wiki page (images in public/images/heroes). */
const WIKI_HERO_SLUGS: readonly string[] = ['jpegdealer', 'bidgremlin', 'fudscience', 'jumpsetradio'];

export function wikiHeroImage(slug: string): string | null {
  return WIKI_HERO_SLUGS.includes(slug) ? `/images/heroes/${slug}.svg` : null;
}

export const WIKI_DESCRIPTION_FALLBACK = 'A domain in the Retailverse waiting for its story to unfold.';

/** The custom lore of the slug, or the generic story naming it. */
export function loreForSlug(slug: string): WikiLoreEntry {
  return Object.hasOwn(wikiLore, slug) ? wikiLore[slug]! : genericWikiLore(slug);
}

/** The SEO keyword records whose target is this slug. */
export function keywordRecordsFor(slug: string): KeywordRecord[] {
  return keywordRecords.filter((record) => record.targetDomain === slug);
}
