/**
 * A name's status as it reads on screen, the same in its badge, the catalogue filters and its page title
 * (docs/product.md §4): 'coming-soon' → 'Coming Soon', 'not_for_sale' → 'Not For Sale'.
 */
export function domainStatusLabel(status: string): string {
  return status
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
