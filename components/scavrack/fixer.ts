import type { Random } from '@/lib/rules/random';
import { draw } from '@/lib/rules/random';
import { formatCountdown } from '@/lib/rules/rotation';

/** The Scav Rack fixer-upgrade card (docs/product.md §4, §9). */
const FIXER_CHANCE = 0.12;
export const FIXER_CARD_TITLE = 'Fixer Upgrade Incoming';
const FIXER_DONE_TEXT = 'Upgrading soon!';

export interface FixerInput {
  fixerQueue?: boolean | null;
  fixerActive?: boolean | null;
  status?: string | null;
}

/**
 * Shows the card when the domain has a fixer queue and is not promoted, and either the fixer is active or a
 * 12% chance hits. `random` is only consulted in that last case.
 */
export function showsFixerCard(input: FixerInput, random: Random): boolean {
  if (input.fixerQueue !== true || input.status === 'promoted') return false;
  if (input.fixerActive === true) return true;
  return draw(random) < FIXER_CHANCE;
}

/** The countdown to queueExpires: 'HH:MM:SS' / 'Nd HH:MM:SS' while it runs; 'Upgrading soon!' once passed or unknown. */
export function fixerCountdown(
  queueExpires: Date | string | number | null | undefined,
  now: Date,
): { done: boolean; text: string } {
  const expiry = queueExpires === null || queueExpires === undefined ? NaN : new Date(queueExpires).getTime();
  const remaining = expiry - now.getTime();
  if (!(remaining > 0)) return { done: true, text: FIXER_DONE_TEXT };
  return { done: false, text: formatCountdown(remaining) };
}
