import { describe, expect, it } from 'vitest';
import { nameOnHold } from '@/lib/rules/name-hold';

describe('a held name', () => {
  const now = Date.parse('2026-05-01T10:00:00Z');
  it('counts down in mm:ss, rounding a started second up, never below zero', () => {
    const countdown = (untilMs: number) => nameOnHold(untilMs, now).replace('On hold — back in ', '');
    expect(countdown(now + 15 * 60_000)).toBe('15:00');
    expect(countdown(now + 61_500)).toBe('01:02');
    expect(countdown(now + 1)).toBe('00:01');
    expect(countdown(now - 5000)).toBe('00:00');
    expect(countdown(now + 120 * 60_000)).toBe('120:00');
  });

  it('says when the name is back', () => {
    expect(nameOnHold(now + 9 * 60_000 + 5000, now)).toBe('On hold — back in 09:05');
  });
});
