import type { RotationGroup } from '../catalog/types';
import { DAY_MS, DAY_SECONDS, HOUR_MS, HOUR_SECONDS, MINUTE_MS } from './time';

/** Wing rotation and marketplace expiries (docs/product.md §4, §9). */
export const FLASH_RACK_CYCLE_HOURS = 24;
export const MID_TIER_CYCLE_HOURS = 72;
export const PREMIUM_WING_CYCLE_DAYS = 7;
export const ROTATION_PANEL_REFRESH_MS = MINUTE_MS;

const MARKETPLACE_MYTHIC_EXPIRY_DAYS = 30;
const MARKETPLACE_FEATURED_EXPIRY_DAYS = 7;
const MARKETPLACE_DAILY_EXPIRY_HOURS = 24;
export const MARKETPLACE_FEATURED_LIMIT = 2;
export const COUNTDOWN_TICK_MS = 1000;

/** Every server counts cycles from this instant, so all of them agree on the current rotation. */
const ROTATION_EPOCH = new Date('2025-01-01T00:00:00Z');

export const WINGS = ['flash-rack', 'mid-tier', 'premium-wing'] as const;
export type Wing = (typeof WINGS)[number];

export const WING_LABELS: Record<Wing, string> = {
  'flash-rack': 'Flash Rack',
  'mid-tier': 'Mid Tier',
  'premium-wing': 'Premium Wing',
};

const WING_CYCLE_MS: Record<Wing, number> = {
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

/**
 * The one rotation schedule: a clock of `periodMs` cycles counted from the epoch (negative before it). The wings of
 * the Mall Map and the marketplace sections both read it, so a rotation shows the same time left on every page.
 */
function rotationClock(periodMs: number, now: Date, epoch: Date = ROTATION_EPOCH): WingRotation {
  const cycleIndex = Math.floor((now.getTime() - epoch.getTime()) / periodMs);
  const start = epoch.getTime() + cycleIndex * periodMs;
  return {
    cycleIndex,
    startsAt: new Date(start),
    endsAt: new Date(start + periodMs),
    remainingMs: start + periodMs - now.getTime(),
  };
}

/** The current cycle of a wing of the Mall Map. */
export function wingRotation(wing: Wing, now: Date, epoch: Date = ROTATION_EPOCH): WingRotation {
  return rotationClock(WING_CYCLE_MS[wing], now, epoch);
}

/**
 * The wing whose clock a marketplace section runs on: the daily offers turn with the Flash Rack (24 h), the featured
 * names with the Premium Wing (7 days); the mythic relics have a 30-day clock of their own on the same schedule.
 */
const MARKETPLACE_GROUP_WING: Record<RotationGroup, Wing | null> = {
  daily: 'flash-rack',
  featured: 'premium-wing',
  mythic: null,
};

/** The current cycle of a marketplace section's rotation. */
export function marketplaceRotation(group: RotationGroup, now: Date, epoch: Date = ROTATION_EPOCH): WingRotation {
  const wing = MARKETPLACE_GROUP_WING[group];
  return wing ? wingRotation(wing, now, epoch) : rotationClock(MARKETPLACE_EXPIRY_MS[group], now, epoch);
}

/**
 * A countdown: 'HH:MM:SS' under a day, 'Nd HH:MM:SS' from a day on. Seconds round up, so the text reads
 * '00:00:01' until the instant it ends; zero or negative reads '00:00:00'.
 */
export function formatCountdown(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : 0;
  const days = Math.floor(total / DAY_SECONDS);
  const clock = `${twoDigits(Math.floor((total % DAY_SECONDS) / HOUR_SECONDS))}:${twoDigits(Math.floor((total % HOUR_SECONDS) / 60))}:${twoDigits(total % 60)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

/** A clock field as two digits: 5 → '05'. */
export function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** Time left in a rotation, to the minute (rounded up, so it reads '0h 1m' until the cycle turns): '6d 23h 59m', '4h 05m'. */
export function formatRotationRemaining(ms: number): string {
  const minutes = Math.max(0, Math.ceil(ms / MINUTE_MS));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = twoDigits(minutes % 60);
  return days > 0 ? `${days}d ${hours}h ${mins}m` : `${hours}h ${mins}m`;
}
