import { weightedPick, type Random } from './random';

/** The Retail Ticket spin wheel: costs 5 tickets (see tickets.ts); ticket wins are 5-20 RT. */
export type WheelRarity = 'common' | 'rare' | 'epic' | 'legendary';

export interface SpinPrize {
  id: string;
  label: string;
  rarity: WheelRarity;
  /** Relative weight; the table sums to 100, so a weight is also a percent. */
  weight: number;
  /** Retail Tickets credited by the prize, 0 for non-ticket prizes. */
  tickets: number;
}

/** The prize that issues a Scav Rack voucher code (lib/rules/vouchers.ts). */
export const SCAV_VOUCHER_PRIZE_ID = 'scav-voucher';

/** Wheel segments in display order. Expected ticket return per spin is 3.45 RT for a 5 RT stake. */
export const SPIN_WHEEL_PRIZES: readonly SpinPrize[] = [
  { id: 'rt-5', label: '+5 RT', rarity: 'common', weight: 30, tickets: 5 },
  { id: 'sticker-drop', label: 'Sticker drop', rarity: 'common', weight: 25, tickets: 0 },
  { id: 'scav-voucher', label: 'Scav Rack voucher', rarity: 'common', weight: 20, tickets: 0 },
  { id: 'rt-10', label: '+10 RT', rarity: 'rare', weight: 12, tickets: 10 },
  { id: 'hoodie-raffle', label: 'Hoodie raffle entry', rarity: 'rare', weight: 8, tickets: 0 },
  { id: 'rt-15', label: '+15 RT', rarity: 'epic', weight: 3, tickets: 15 },
  { id: 'build-discount', label: 'Mid Tier build discount', rarity: 'epic', weight: 0.5, tickets: 0 },
  { id: 'rt-20', label: '+20 RT', rarity: 'legendary', weight: 1.5, tickets: 20 },
];

/** Draws a prize with probability weight / total. */
function drawPrize(random: Random): SpinPrize {
  return weightedPick(random, SPIN_WHEEL_PRIZES, (prize) => prize.weight);
}

const TWO_POW_52 = 2 ** 52;

/**
 * A number in [0, 1) from the first 52 bits (13 hex digits) of an HMAC hex digest, for provably fair draws:
 * anyone holding the revealed seed can recompute the digest and therefore the prize.
 */
export function spinOutcomeFromHmac(hexDigest: string): number {
  if (!/^[0-9a-f]{13,}$/i.test(hexDigest)) throw new RangeError('expected a hex digest of at least 13 digits');
  return parseInt(hexDigest.slice(0, 13), 16) / TWO_POW_52;
}

/** The prize for a provably fair spin: the HMAC value fed to drawPrize as a one-shot random source. */
export function prizeFromHmac(hexDigest: string): SpinPrize {
  const value = spinOutcomeFromHmac(hexDigest);
  return drawPrize(() => value);
}
