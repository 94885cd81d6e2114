import { describe, expect, it } from 'vitest';
import { holdCountdown, nameOnHold } from '@/lib/rules/name-hold';

describe('a held name', () => {
  const now = Date.parse('2026-05-01T10:00:00Z');
  it('counts down in mm:ss, rounding a started second up, never below zero', () => {
    expect(holdCountdown(now + 15 * 60_000, now)).toBe('15:00');
    expect(holdCountdown(now + 61_500, now)).toBe('01:02');
    expect(holdCountdown(now + 1, now)).toBe('00:01');
    expect(holdCountdown(now - 5000, now)).toBe('00:00');
    expect(holdCountdown(now + 120 * 60_000, now)).toBe('120:00');
  });

  it('says when the name is back', () => {
    expect(nameOnHold(now + 9 * 60_000 + 5000, now)).toBe('On hold — back in 09:05');
  });
});
