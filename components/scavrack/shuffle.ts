import { randomInt, type Random } from '@/lib/rules/random';

/** A shuffled copy (Fisher-Yates) with an injected source of randomness. */
export function shuffled<T>(list: readonly T[], random: Random): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(random, 0, i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
