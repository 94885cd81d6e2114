/** A source of uniform numbers in [0, 1); injected so every rule stays pure and testable. */
export type Random = () => number;

/** Mulberry32: a tiny seeded 32-bit PRNG. Deterministic, good enough for draws and tests, not for secrets. */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Reads one value and refuses anything outside [0, 1), so a broken source cannot skew a draw silently. */
export function draw(random: Random): number {
  const value = random();
  if (!(value >= 0 && value < 1)) throw new RangeError(`random() must return a number in [0, 1), got ${value}`);
  return value;
}

/** A uniform integer in [min, max], both inclusive. */
export function randomInt(random: Random, min: number, max: number): number {
  if (!Number.isInteger(min) || !Number.isInteger(max)) throw new RangeError('randomInt needs integer bounds');
  if (min > max) throw new RangeError(`randomInt: min ${min} is above max ${max}`);
  return min + Math.floor(draw(random) * (max - min + 1));
}

/** One element of a non-empty list, uniformly. */
export function pick<T>(random: Random, list: readonly T[]): T {
  if (list.length === 0) throw new RangeError('pick needs a non-empty list');
  return list[Math.floor(draw(random) * list.length)] as T;
}

/** One element chosen with probability weight / (sum of weights). Weights must be >= 0 with a positive sum. */
export function weightedPick<T>(random: Random, items: readonly T[], weightOf: (item: T) => number): T {
  let total = 0;
  for (const item of items) {
    const weight = weightOf(item);
    if (!(weight >= 0) || !Number.isFinite(weight)) throw new RangeError(`invalid weight ${weight}`);
    total += weight;
  }
  if (!(total > 0)) throw new RangeError('weightedPick needs a positive total weight');
  let target = draw(random) * total;
  for (const item of items) {
    target -= weightOf(item);
    if (target < 0) return item;
  }
  // Floating-point rounding can leave target at ~0 after the last item: return the last weighted item.
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i] as T;
    if (weightOf(item) > 0) return item;
  }
  throw new RangeError('unreachable');
}
