/** The members' floor behind /mall (docs/product.md §6 "The members' floor"): its draw, early access and pass clock. */
import { weightedPick, pick, type Random } from './random';
import { twoDigits } from './rotation';
import { MINUTE_MS } from './time';

/** Retail Tickets one members' draw costs. */
export const MALL_DRAW_COST = 2;

/** The discounts a members' draw can land on, with their weights (percent of draws). */
export const MALL_DRAW_DISCOUNTS = [
  { percent: 10, weight: 70 },
  { percent: 25, weight: 25 },
  { percent: 50, weight: 5 },
] as const;

export type MallDrawDiscount = (typeof MALL_DRAW_DISCOUNTS)[number]['percent'];

/** How many names the floor's lists and the draw's pool hold at most. */
export const MALL_LIST_LIMIT = 12;

export const MALL_DRAW_TARGET = 'Members draw';
export const MALL_DRAW_NEEDS_TICKETS = `The members' draw costs ${MALL_DRAW_COST} Retail Tickets.`;
export const MALL_DRAW_EMPTY = 'No vault names are on sale for the draw right now.';
/**
 * Discounts the draw gives one name in a UTC day, and all names together: a discount is a cost to the seller, so
 * however many wallets draw, a day costs at most this much (docs/tickets.md "Rewards that cost something to farm").
 */
export const MALL_DRAW_DISCOUNTS_PER_NAME_PER_DAY = 2;
export const MALL_DRAW_DISCOUNTS_PER_DAY = 12;
export const MALL_DRAW_SOLD_OUT = "Today's members' draw discounts are all given out. Come back tomorrow (UTC).";
export const MEMBERS_ONLY = 'This is for wallets with mall access: get a day pass on /retailpass.';
export const EARLY_ACCESS_ONLY = 'Coming Soon: wallets with mall access can buy this name early on /mall.';

export interface MallDrawResult {
  slug: string;
  percent: MallDrawDiscount;
}

/** One draw: a name from the pool, uniformly, and a discount by weight. */
export function drawMallPrize(random: Random, poolSlugs: readonly string[]): MallDrawResult {
  const slug = pick(random, poolSlugs);
  const { percent } = weightedPick(random, MALL_DRAW_DISCOUNTS, (discount) => discount.weight);
  return { slug, percent };
}

/** The drawn price: the listed price less the discount, rounded down to a whole lamport. */
export function discountedLamports(listedLamports: bigint, percent: number): bigint {
  if (listedLamports <= 0n) throw new RangeError('a discount needs a positive price');
  if (!Number.isInteger(percent) || percent < 0 || percent >= 100) throw new RangeError(`bad discount ${percent}`);
  return (listedLamports * BigInt(100 - percent)) / 100n;
}

/** A coming-soon name with a price: members may order it before it opens to everyone. */
export function isEarlyAccessName(domain: { status: string; price: string }, priceLamports: number | null): boolean {
  return domain.status === 'coming-soon' && priceLamports !== null && priceLamports > 0;
}

/** "13 h 05 min" left on a pass, from milliseconds; "less than a minute" under one minute. */
export function passTimeLeft(remainingMs: number): string {
  const minutes = Math.floor(remainingMs / MINUTE_MS);
  if (minutes < 1) return 'less than a minute';
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${twoDigits(minutes % 60)} min` : `${minutes} min`;
}
