/** Marketplace visibility (SPEC §2, §4, §5). */
export const MARKETPLACE_SECTIONS = ['MYTHIC', 'FEATURED', 'OFFERS'] as const;
export type MarketplaceSection = (typeof MARKETPLACE_SECTIONS)[number];

/** Only items with status 'available' that were not bought locally are shown. */
export function visibleMarketplaceItems<T extends { slug: string; status: string }>(
  items: readonly T[],
  soldSlugs: readonly string[],
): T[] {
  const sold = new Set(soldSlugs);
  return items.filter((item) => item.status === 'available' && !sold.has(item.slug));
}

/** Buy marks the slug sold locally (once). */
export function markSold(soldSlugs: readonly string[], slug: string): string[] {
  return soldSlugs.includes(slug) ? [...soldSlugs] : [...soldSlugs, slug];
}
