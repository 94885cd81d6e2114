import { describe, expect, it } from 'vitest';
import {
  discountedLamports,
  drawMallPrize,
  isEarlyAccessName,
  MALL_DRAW_COST,
  MALL_DRAW_DISCOUNTS,
  passTimeLeft,
} from '../../../lib/rules/mall-floor';
import { mulberry32 } from '../../../lib/rules/random';
import { DRAWS, expectRate } from './stats';

describe("the members' draw", () => {
  it('costs 2 Retail Tickets and lands on 10% (70), 25% (25) or 50% (5) off', () => {
    expect(MALL_DRAW_COST).toBe(2);
    expect(MALL_DRAW_DISCOUNTS).toEqual([
      { percent: 10, weight: 70 },
      { percent: 25, weight: 25 },
      { percent: 50, weight: 5 },
    ]);
  });

  it('picks the name uniformly and the discount by its weight', () => {
    const random = mulberry32(11);
    const pool = ['a', 'b', 'c', 'd'];
    const names = new Map<string, number>();
    const percents = new Map<number, number>();
    for (let i = 0; i < DRAWS; i++) {
      const prize = drawMallPrize(random, pool);
      names.set(prize.slug, (names.get(prize.slug) ?? 0) + 1);
      percents.set(prize.percent, (percents.get(prize.percent) ?? 0) + 1);
    }
    for (const slug of pool) expectRate(names.get(slug) ?? 0, DRAWS, 0.25);
    expectRate(percents.get(10) ?? 0, DRAWS, 0.7);
    expectRate(percents.get(25) ?? 0, DRAWS, 0.25);
    expectRate(percents.get(50) ?? 0, DRAWS, 0.05);
  });

  it('is exact for a given stream: the first number picks the name, the second the discount', () => {
    const pool = ['a', 'b', 'c', 'd'];
    const values = [0.6, 0.96];
    expect(drawMallPrize(() => values.shift()!, pool)).toEqual({ slug: 'c', percent: 50 });
    const low = [0.1, 0.1];
    expect(drawMallPrize(() => low.shift()!, pool)).toEqual({ slug: 'a', percent: 10 });
    expect(() => drawMallPrize(() => 0.5, [])).toThrow(RangeError);
  });

  it('takes the discount off in whole lamports, rounding down', () => {
    expect(discountedLamports(5_000_000_000n, 25)).toBe(3_750_000_000n);
    expect(discountedLamports(3_300_000_000n, 10)).toBe(2_970_000_000n);
    expect(discountedLamports(3n, 50)).toBe(1n);
    expect(() => discountedLamports(0n, 10)).toThrow(RangeError);
    expect(() => discountedLamports(10n, 100)).toThrow(RangeError);
  });
});

describe('early access and the pass clock', () => {
  it('early access is a coming-soon name with a price', () => {
    expect(isEarlyAccessName({ status: 'coming-soon', price: '0.75 SOL' }, 750_000_000)).toBe(true);
    expect(isEarlyAccessName({ status: 'coming-soon', price: 'TBA' }, null)).toBe(false);
    expect(isEarlyAccessName({ status: 'available', price: '1 SOL' }, 1_000_000_000)).toBe(false);
  });

  it('says how long a pass has left', () => {
    expect(passTimeLeft(0)).toBe('less than a minute');
    expect(passTimeLeft(59_999)).toBe('less than a minute');
    expect(passTimeLeft(5 * 60_000)).toBe('5 min');
    expect(passTimeLeft((13 * 60 + 5) * 60_000 + 30_000)).toBe('13 h 05 min');
    expect(passTimeLeft(24 * 3_600_000)).toBe('24 h 00 min');
  });
});
