import { describe, expect, it } from 'vitest';
import { matchesArchetype, parseArchetypeParam } from '@/components/directory/archetype';
import { formatRotationRemaining } from '@/lib/rules/rotation';

describe('archetype filter', () => {
  it('accepts builder and degen, any case; anything else means no filter', () => {
    expect(parseArchetypeParam('builder')).toBe('builder');
    expect(parseArchetypeParam(' DEGEN ')).toBe('degen');
    expect(parseArchetypeParam(['degen', 'builder'])).toBe('degen');
    for (const junk of [undefined, '', 'both', 'whale', '<script>']) expect(parseArchetypeParam(junk)).toBeNull();
  });

  it("shows the archetype's own domains and those for both", () => {
    expect(matchesArchetype('builder', 'builder')).toBe(true);
    expect(matchesArchetype('both', 'builder')).toBe(true);
    expect(matchesArchetype('degen', 'builder')).toBe(false);
    expect(matchesArchetype('builder', 'degen')).toBe(false);
    expect(matchesArchetype('degen', null)).toBe(true);
  });
});

describe('formatRotationRemaining', () => {
  it('reads to the minute, rounding up, with days from a day on', () => {
    expect(formatRotationRemaining(7 * 24 * 3600_000)).toBe('7d 0h 00m');
    expect(formatRotationRemaining(24 * 3600_000 - 1)).toBe('1d 0h 00m');
    expect(formatRotationRemaining(4 * 3600_000 + 5 * 60_000)).toBe('4h 05m');
    expect(formatRotationRemaining(1)).toBe('0h 01m');
    expect(formatRotationRemaining(0)).toBe('0h 00m');
    expect(formatRotationRemaining(-5)).toBe('0h 00m');
  });
});
