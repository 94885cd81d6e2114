import type { DomainCategory } from '../catalog/types';

/**
 * The words people read for the catalogue's category codes (the codes stay in URLs, the API and the database):
 * 'flashRack' reads 'Flash Rack', 'headquarters' 'Headquarters'.
 */
const CATEGORY_LABELS: Readonly<Record<DomainCategory, string>> = {
  headquarters: 'Headquarters',
  premium: 'Premium',
  mid: 'Mid Tier',
  quick: 'Quick Snag',
  basement: 'Basement',
  scav: 'Scav Rack',
  flashRack: 'Flash Rack',
};

/** A category's label; a code this list does not know reads as itself. */
export function categoryLabel(category: string): string {
  return (CATEGORY_LABELS as Record<string, string | undefined>)[category] ?? category;
}

/** '1 name', '2 names', '1 domain matches', with the count written in the mall's locale. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
}
