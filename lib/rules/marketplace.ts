/** Marketplace visibility (docs/product.md §2, §4, §5). */
export const MARKETPLACE_SECTIONS = ['MYTHIC', 'FEATURED', 'OFFERS'] as const;

/** Only items with status 'available' are shown. */
export function visibleMarketplaceItems<T extends { status: string }>(items: readonly T[]): T[] {
  return items.filter((item) => item.status === 'available');
}

/** docs/product.md §8: the catalogue answered with fallback data or could not be reached. */
export const MARKETPLACE_UNAVAILABLE_TITLE = 'Marketplace Unavailable';
export const MARKETPLACE_UNAVAILABLE_TEXT =
  'Unable to load marketplace data. The mall is temporarily closed for maintenance.';
export const MARKETPLACE_REFRESH_LABEL = 'Refresh Marketplace';
/** docs/product.md §8: the lists could not be loaded with the page (error panel, retry reloads the page). */
export const MARKETPLACE_LOAD_FAILED = 'Failed to load marketplace data';
/** docs/product.md §8: a refresh of the lists after a purchase or a change in another tab failed (retry reloads the page). */
export const MARKETPLACE_REFRESH_FAILED = 'Failed to refresh domain data';

/** docs/product.md §2: the marketplace footer links. */
export const MARKETPLACE_FOOTER_LINKS = [
  { href: '/scavrack', label: 'Scav Rack' },
  { href: '/', label: 'Home' },
  { href: '/wiki/retailverse', label: 'What is Retailverse?' },
  { href: '/guide', label: 'Guide' },
  { href: '/merch', label: 'Merch' },
  { href: '/vote', label: 'Vote' },
] as const;

/** The section each rotation group is shown in. */
export const MARKETPLACE_SECTION_GROUPS = { MYTHIC: 'mythic', FEATURED: 'featured', OFFERS: 'daily' } as const;
