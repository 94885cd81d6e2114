import { describe, expect, it } from 'vitest';
import {
  COUNTDOWN_TICK_MS,
  FLASH_RACK_CYCLE_HOURS,
  MARKETPLACE_EXPIRY_MS,
  MARKETPLACE_FEATURED_LIMIT,
  MID_TIER_CYCLE_HOURS,
  PREMIUM_WING_CYCLE_DAYS,
  ROTATION_PANEL_REFRESH_MS,
  formatCountdown,
  marketplaceRotation,
  wingRotation,
} from '../../../lib/rules/rotation';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('rotation constants', () => {
  it('quote docs/product.md §9', () => {
    expect([FLASH_RACK_CYCLE_HOURS, MID_TIER_CYCLE_HOURS, PREMIUM_WING_CYCLE_DAYS]).toEqual([24, 72, 7]);
    expect(ROTATION_PANEL_REFRESH_MS).toBe(60_000);
    expect(MARKETPLACE_EXPIRY_MS).toEqual({ mythic: 30 * DAY, featured: 7 * DAY, daily: 24 * HOUR });
    expect(MARKETPLACE_FEATURED_LIMIT).toBe(2);
    expect(COUNTDOWN_TICK_MS).toBe(1000);
  });
});

describe('wingRotation', () => {
  it('counts Flash Rack cycles of 24 h from the epoch', () => {
    const rotation = wingRotation('flash-rack', new Date('2025-01-03T06:00:00Z'));
    expect(rotation.cycleIndex).toBe(2);
    expect(rotation.startsAt.toISOString()).toBe('2025-01-03T00:00:00.000Z');
    expect(rotation.endsAt.toISOString()).toBe('2025-01-04T00:00:00.000Z');
    expect(rotation.remainingMs).toBe(18 * HOUR);
  });

  it('counts Mid Tier in 72 h and Premium Wing in 7 days', () => {
    const now = new Date('2025-01-10T00:00:00Z');
    expect(wingRotation('mid-tier', now).cycleIndex).toBe(3);
    expect(wingRotation('mid-tier', now).endsAt.toISOString()).toBe('2025-01-13T00:00:00.000Z');
    expect(wingRotation('premium-wing', now).cycleIndex).toBe(1);
    expect(wingRotation('premium-wing', now).startsAt.toISOString()).toBe('2025-01-08T00:00:00.000Z');
  });

  it('starts a new cycle exactly at the boundary and works before the epoch', () => {
    expect(wingRotation('flash-rack', new Date('2025-01-02T00:00:00Z')).cycleIndex).toBe(1);
    const before = wingRotation('flash-rack', new Date('2024-12-31T12:00:00Z'));
    expect(before.cycleIndex).toBe(-1);
    expect(before.remainingMs).toBe(12 * HOUR);
  });

  it('accepts another epoch', () => {
    const epoch = new Date('2025-06-01T00:00:00Z');
    expect(wingRotation('flash-rack', new Date('2025-06-01T01:00:00Z'), epoch).cycleIndex).toBe(0);
  });
});

describe('one schedule for the Mall Map and the marketplace', () => {
  it('gives the daily offers the Flash Rack clock and the featured names the Premium Wing clock', () => {
    for (const now of [
      new Date('2025-01-01T01:00:00Z'),
      new Date('2026-11-26T14:59:30Z'),
      new Date('2024-12-30T08:00:00Z'),
    ]) {
      expect(marketplaceRotation('daily', now)).toEqual(wingRotation('flash-rack', now));
      expect(marketplaceRotation('featured', now)).toEqual(wingRotation('premium-wing', now));
    }
  });

  it('runs the mythic relics on a 30-day clock from the same epoch, 2025-01-01 00:00 UTC', () => {
    const now = new Date('2025-01-01T01:00:00Z');
    expect(marketplaceRotation('mythic', now).remainingMs).toBe(30 * DAY - HOUR);
    expect(marketplaceRotation('featured', now).remainingMs).toBe(7 * DAY - HOUR);
    expect(marketplaceRotation('daily', now).remainingMs).toBe(23 * HOUR);
    expect(marketplaceRotation('mythic', new Date('2025-02-05T00:00:00Z')).endsAt.toISOString()).toBe(
      '2025-03-02T00:00:00.000Z',
    );
  });

  it('ends a cycle at its length from the epoch', () => {
    const now = new Date('2025-03-05T07:00:00Z');
    expect(wingRotation('flash-rack', now).endsAt.toISOString()).toBe('2025-03-06T00:00:00.000Z');
    // 2025-03-05 is 63 days (21 cycles of 72 hours) after the epoch.
    expect(wingRotation('mid-tier', now).endsAt.toISOString()).toBe('2025-03-08T00:00:00.000Z');
  });
});

describe('formatCountdown', () => {
  it('formats HH:MM:SS and Nd HH:MM:SS, rounding seconds up', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-5000)).toBe('00:00:00');
    expect(formatCountdown(1)).toBe('00:00:01');
    expect(formatCountdown(59_000)).toBe('00:00:59');
    expect(formatCountdown(HOUR + 61_000)).toBe('01:01:01');
    expect(formatCountdown(DAY - 1000)).toBe('23:59:59');
    expect(formatCountdown(DAY)).toBe('1d 00:00:00');
    expect(formatCountdown(30 * DAY)).toBe('30d 00:00:00');
    expect(formatCountdown(Number.NaN)).toBe('00:00:00');
  });
});
