import { describe, expect, it } from 'vitest';
import { draw, mulberry32, pick, randomInt, weightedPick } from '../../../lib/rules/random';
import { DRAWS, expectRate, tally } from './stats';

describe('mulberry32', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect([c(), c(), c()]).not.toEqual(first);
  });

  it('returns values in [0, 1) with a uniform mean and spread', () => {
    const random = mulberry32(7);
    let sum = 0;
    let belowTenth = 0;
    let outside = 0;
    for (let i = 0; i < DRAWS; i++) {
      const value = random();
      if (!(value >= 0 && value < 1)) outside++;
      sum += value;
      if (value < 0.1) belowTenth++;
    }
    expect(outside).toBe(0);
    expect(Math.abs(sum / DRAWS - 0.5)).toBeLessThan(0.005);
    expectRate(belowTenth, DRAWS, 0.1);
  });
});

describe('draw', () => {
  it('rejects a random source outside [0, 1)', () => {
    expect(() => draw(() => 1)).toThrow(RangeError);
    expect(() => draw(() => -0.1)).toThrow(RangeError);
    expect(() => draw(() => Number.NaN)).toThrow(RangeError);
    expect(draw(() => 0.999)).toBe(0.999);
  });
});

describe('randomInt', () => {
  it('covers both inclusive bounds and nothing outside', () => {
    expect(randomInt(() => 0, 3, 6)).toBe(3);
    expect(randomInt(() => 0.999999, 3, 6)).toBe(6);
    const random = mulberry32(1);
    const counts = tally(DRAWS, () => randomInt(random, 1, 4));
    expect([...counts.keys()].sort()).toEqual([1, 2, 3, 4]);
    for (const value of [1, 2, 3, 4]) expectRate(counts.get(value) ?? 0, DRAWS, 0.25);
  });

  it('rejects inverted or fractional bounds', () => {
    expect(() => randomInt(() => 0, 5, 4)).toThrow(RangeError);
    expect(() => randomInt(() => 0, 0.5, 4)).toThrow(RangeError);
  });
});

describe('pick and weightedPick', () => {
  it('pick chooses uniformly and refuses an empty list', () => {
    const random = mulberry32(2);
    const counts = tally(DRAWS, () => pick(random, ['a', 'b', 'c']));
    for (const key of ['a', 'b', 'c']) expectRate(counts.get(key) ?? 0, DRAWS, 1 / 3);
    expect(() => pick(random, [])).toThrow(RangeError);
  });

  it('weightedPick follows the weights and never picks a zero weight', () => {
    const random = mulberry32(3);
    const items = [
      { id: 'x', w: 1 },
      { id: 'zero', w: 0 },
      { id: 'y', w: 3 },
    ];
    const counts = tally(DRAWS, () => weightedPick(random, items, (item) => item.w).id);
    expect(counts.get('zero')).toBeUndefined();
    expectRate(counts.get('x') ?? 0, DRAWS, 0.25);
    expect(
      weightedPick(
        () => 0.999999999,
        items,
        (item) => item.w,
      ).id,
    ).toBe('y');
    expect(() => weightedPick(random, [{ w: 0 }], (item) => item.w)).toThrow(RangeError);
    expect(() => weightedPick(random, [{ w: -1 }], (item) => item.w)).toThrow(RangeError);
  });
});
