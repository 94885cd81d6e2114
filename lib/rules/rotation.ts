import type { RotationGroup } from '../catalog/seed-types';

/** Wing rotation and marketplace expiries (docs/product.md §4, §9). */
export const FLASH_RACK_CYCLE_HOURS = 24;
export const MID_TIER_CYCLE_HOURS = 72;
export const PREMIUM_WING_CYCLE_DAYS = 7;
export const ROTATION_PANEL_REFRESH_MS = 60_000;

export const MARKETPLACE_MYTHIC_EXPIRY_DAYS = 30;
export const MARKETPLACE_FEATURED_EXPIRY_DAYS = 7;
export const MARKETPLACE_DAILY_EXPIRY_HOURS = 24;
export const MARKETPLACE_FEATURED_LIMIT = 2;
export const COUNTDOWN_TICK_MS = 1000;

/** Every server counts cycles from this instant, so all of them agree on the current rotation. */
export const ROTATION_EPOCH = new Date('2025-01-01T00:00:00Z');

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export const WINGS = ['flash-rack', 'mid-tier', 'premium-wing'] as const;
export type Wing = (typeof WINGS)[number];

export const WING_LABELS: Record<Wing, string> = {
  'flash-rack': 'Flash Rack',
  'mid-tier': 'Mid Tier',
  'premium-wing': 'Premium Wing',
};

export const WING_CYCLE_MS: Record<Wing, number> = {
  'flash-rack': FLASH_RACK_CYCLE_HOURS * HOUR_MS,
  'mid-tier': MID_TIER_CYCLE_HOURS * HOUR_MS,
  'premium-wing': PREMIUM_WING_CYCLE_DAYS * DAY_MS,
};

export const MARKETPLACE_EXPIRY_MS: Record<RotationGroup, number> = {
  mythic: MARKETPLACE_MYTHIC_EXPIRY_DAYS * DAY_MS,
  featured: MARKETPLACE_FEATURED_EXPIRY_DAYS * DAY_MS,
  daily: MARKETPLACE_DAILY_EXPIRY_HOURS * HOUR_MS,
};

export interface WingRotation {
  cycleIndex: number;
  startsAt: Date;
  endsAt: Date;
  remainingMs: number;
}

/** The current cycle of a wing: cycles of fixed length counted from the epoch (negative before it). */
export function wingRotation(wing: Wing, now: Date, epoch: Date = ROTATION_EPOCH): WingRotation {
  const period = WING_CYCLE_MS[wing];
  const cycleIndex = Math.floor((now.getTime() - epoch.getTime()) / period);
  const start = epoch.getTime() + cycleIndex * period;
  return {
    cycleIndex,
    startsAt: new Date(start),
    endsAt: new Date(start + period),
    remainingMs: start + period - now.getTime(),
  };
}

/**
 * The expiry of a marketplace item of `group` placed at `anchor`: anchor + period, rolled forward by whole
 * periods until it lies strictly after `now`, so a countdown never shows an expired item.
 */
export function rotationExpiry(group: RotationGroup, anchor: Date, now: Date): Date {
  const period = MARKETPLACE_EXPIRY_MS[group];
  const elapsed = now.getTime() - anchor.getTime();
  const periods = elapsed < 0 ? 1 : Math.floor(elapsed / period) + 1;
  return new Date(anchor.getTime() + periods * period);
}

/**
 * A countdown: 'HH:MM:SS' under a day, 'Nd HH:MM:SS' from a day on. Seconds round up, so the text reads
 * '00:00:01' until the instant it ends; zero or negative reads '00:00:00'.
 */
export function formatCountdown(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : 0;
  const days = Math.floor(total / 86_400);
  const clock = `${twoDigits(Math.floor((total % 86_400) / 3600))}:${twoDigits(Math.floor((total % 3600) / 60))}:${twoDigits(total % 60)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

/** A clock field as two digits: 5 → '05'. */
export function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** Time left in a rotation, to the minute (rounded up, so it reads '0h 1m' until the cycle turns): '6d 23h 59m', '4h 05m'. */
export function formatRotationRemaining(ms: number): string {
  const minutes = Math.max(0, Math.ceil(ms / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = twoDigits(minutes % 60);
  return days > 0 ? `${days}d ${hours}h ${mins}m` : `${hours}h ${mins}m`;
}
