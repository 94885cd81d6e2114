import { expect } from 'vitest';

export const DRAWS = 100_000;

/** Binomial check: |hits - n·p| within `sigmas` standard deviations √(n·p·(1-p)). */
export function expectRate(hits: number, n: number, p: number, sigmas = 4.5): void {
  const sd = Math.sqrt(n * p * (1 - p));
  const deviation = Math.abs(hits - n * p);
  expect(deviation, `expected ≈${(n * p).toFixed(0)} hits of ${n} (p=${p}), got ${hits}`).toBeLessThanOrEqual(
    sigmas * sd,
  );
}

/** Counts occurrences of each key produced by `drawOne` over n draws. */
export function tally<K extends string | number>(n: number, drawOne: () => K): Map<K, number> {
  const counts = new Map<K, number>();
  for (let i = 0; i < n; i++) {
    const key = drawOne();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}
