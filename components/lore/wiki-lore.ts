import { genericWikiLore, keywordRecords, wikiLore, type KeywordRecord, type WikiLoreEntry } from '@/content/catalog';

/** The custom lore of the slug, or the generic story naming it. */
export function loreForSlug(slug: string): WikiLoreEntry {
  return Object.hasOwn(wikiLore, slug) ? wikiLore[slug]! : genericWikiLore(slug);
}

/** The SEO keyword records whose target is this slug. */
export function keywordRecordsFor(slug: string): KeywordRecord[] {
  return keywordRecords.filter((record) => record.targetDomain === slug);
}
