import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../lib/rules/random';
import { SPIN_WHEEL_PRIZES, prizeFromHmac, spinOutcomeFromHmac } from '../../../lib/rules/spin-wheel';
import { SPIN_WHEEL_COST } from '../../../lib/rules/tickets';
import { DRAWS, expectRate, tally } from './stats';

describe('prize table', () => {
  it('weights sum to 100 and ids are unique', () => {
    expect(SPIN_WHEEL_PRIZES.reduce((sum, prize) => sum + prize.weight, 0)).toBeCloseTo(100, 10);
    expect(new Set(SPIN_WHEEL_PRIZES.map((prize) => prize.id)).size).toBe(SPIN_WHEEL_PRIZES.length);
  });

  it('has ticket wins only between 5 and 20 RT, including +5, +10 and +20', () => {
    const ticketPrizes = SPIN_WHEEL_PRIZES.filter((prize) => prize.tickets > 0);
    for (const prize of ticketPrizes) {
      expect(prize.tickets).toBeGreaterThanOrEqual(5);
      expect(prize.tickets).toBeLessThanOrEqual(20);
      expect(prize.label).toBe(`+${prize.tickets} RT`);
    }
    expect(ticketPrizes.map((prize) => prize.label)).toEqual(expect.arrayContaining(['+5 RT', '+10 RT', '+20 RT']));
    expect(SPIN_WHEEL_PRIZES.some((prize) => prize.tickets === 0)).toBe(true);
  });

  it('uses every rarity and returns less than the 5 RT stake on average', () => {
    expect(new Set(SPIN_WHEEL_PRIZES.map((prize) => prize.rarity))).toEqual(
      new Set(['common', 'rare', 'epic', 'legendary']),
    );
    const totalWeight = SPIN_WHEEL_PRIZES.reduce((sum, prize) => sum + prize.weight, 0);
    const ticketsPerSpin =
      SPIN_WHEEL_PRIZES.reduce((sum, prize) => sum + prize.weight * prize.tickets, 0) / totalWeight;
    expect(ticketsPerSpin).toBeCloseTo(3.45, 10);
    expect(ticketsPerSpin).toBeLessThan(SPIN_WHEEL_COST);
  });
});

/** The digest whose outcome is `value` (spinOutcomeFromHmac reads its first 13 hex digits). */
const digestOf = (value: number) =>
  Math.floor(value * 2 ** 52)
    .toString(16)
    .padStart(13, '0');

/** The prize the weights give an outcome in [0, 1): walked here, independently of the rule. */
const prizeAt = (value: number) => {
  let left = value * SPIN_WHEEL_PRIZES.reduce((sum, prize) => sum + prize.weight, 0);
  for (const prize of SPIN_WHEEL_PRIZES) if ((left -= prize.weight) < 0) return prize;
  return SPIN_WHEEL_PRIZES[SPIN_WHEEL_PRIZES.length - 1];
};

describe('a spin draws a prize by weight', () => {
  it('matches each weight over 100k seeded draws', () => {
    const random = mulberry32(99);
    const counts = tally(DRAWS, () => prizeFromHmac(digestOf(random())).id);
    for (const prize of SPIN_WHEEL_PRIZES) expectRate(counts.get(prize.id) ?? 0, DRAWS, prize.weight / 100);
  });
});

describe('spinOutcomeFromHmac', () => {
  it('reads the first 52 bits', () => {
    expect(spinOutcomeFromHmac('0000000000000' + 'ff')).toBe(0);
    expect(spinOutcomeFromHmac('8000000000000')).toBe(0.5);
    expect(spinOutcomeFromHmac('fffffffffffff')).toBe(1 - 2 ** -52);
    expect(spinOutcomeFromHmac('FFFFFFFFFFFFF0')).toBeLessThan(1);
  });

  it('rejects short or non-hex input', () => {
    expect(() => spinOutcomeFromHmac('abc')).toThrow(RangeError);
    expect(() => spinOutcomeFromHmac('zzzzzzzzzzzzzzzz')).toThrow(RangeError);
  });

  it('is reproducible from a revealed seed', () => {
    const digest = createHmac('sha256', 'server-seed').update('client-seed:1').digest('hex');
    const value = spinOutcomeFromHmac(digest);
    expect(value).toBeGreaterThanOrEqual(0);
    expect(value).toBeLessThan(1);
    expect(prizeFromHmac(digest)).toEqual(prizeAt(value));
  });

  it('gives uniform values over many digests', () => {
    let below = 0;
    const n = 20_000;
    for (let i = 0; i < n; i++) {
      if (spinOutcomeFromHmac(createHmac('sha256', 'seed').update(String(i)).digest('hex')) < 0.3) below++;
    }
    expectRate(below, n, 0.3);
  });
});
