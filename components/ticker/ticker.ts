import { parseSolPrice } from '@/lib/rules/money';
import { randomInt, type Random } from '@/lib/rules/random';
import { BASE58_ALPHABET } from '@/lib/rules/validation';

/** The purchase ticker (docs/product.md §4, §9). */
export const TICKER_INTERVAL_MS = 12_000;
export const TICKER_VISIBLE_MS = 8000;
export const TICKER_SWAP_MS = 500;
const TICKER_ENTRY_COUNT = 8;
const PARTICLE_BURST_MIN_SOL = 10;
export const PARTICLE_BURST_MS = 2000;
/** The ticker is hidden entirely on these routes (and below them). */
const TICKER_HIDDEN_PATHS = ['/upgrade'] as const;

function base58(random: Random, length: number): string {
  let text = '';
  for (let i = 0; i < length; i++) text += BASE58_ALPHABET[randomInt(random, 0, BASE58_ALPHABET.length - 1)];
  return text;
}

/** A fake buyer: 4 base58 characters, '...', 3 base58 characters (e.g. '7xKp...Q2m'). */
export function fakeBuyerAddress(random: Random): string {
  return `${base58(random, 4)}...${base58(random, 3)}`;
}

/** The next entry in the cycle of 8. */
export function nextTickerIndex(index: number, count: number = TICKER_ENTRY_COUNT): number {
  return (((index + 1) % count) + count) % count;
}

/** A burst of particles for a price of 10 SOL or more. */
export function showsBurst(priceText: string): boolean {
  const price = parseSolPrice(priceText);
  return price !== null && price >= PARTICLE_BURST_MIN_SOL;
}

export function tickerHiddenOn(pathname: string): boolean {
  return TICKER_HIDDEN_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
