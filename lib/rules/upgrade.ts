import { formatSol } from './money';
import { ARTWORK_FROM_SOL, BUILD_ADDON_SOL, type PriceRange } from './pricing';

/** The /upgrade page (docs/product.md §2, §4, §9). */
export const UPGRADE_SUBMITTING_LABEL = 'Submitting...';
export const UPGRADE_TOAST_TEXT = 'Request received. The Fixer will be in touch.';

/** Prefilled text of the artwork request DM. */
export function artworkRequestText(): string {
  return `Hi! I'd like custom SNS artwork for my .sol domain (from ${formatSol(ARTWORK_FROM_SOL)}). Domain: `;
}

/** Prefilled text of a build-slot request DM. */
export function buildSlotRequestText(build: Pick<PriceRange, 'name' | 'price'>): string {
  return `Hi! I'd like to book a ${build.name} build slot (${build.price}, add-ons +${formatSol(BUILD_ADDON_SOL)}). Domain: `;
}
