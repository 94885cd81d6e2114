import 'server-only';
import { enforceRateLimit, resetRateLimits } from '../rate-limit';

export interface CommerceLimiter {
  hit(key: string, message: string): void;
  /** Tests: forgets every window. */
  reset(): void;
}

/**
 * A limiter whose keys carry an explicit name: the windows are shared by every route bundle, so names (not
 * creation order) keep the commerce limits from counting other features' hits.
 */
function namedLimiter(name: string, limit: number, windowMs: number): CommerceLimiter {
  return {
    hit: (key, message) => enforceRateLimit(`commerce-${name}:${key}`, { limit, windowMs }, message),
    reset: resetRateLimits,
  };
}

/** 30 draws a minute per address: plenty for a person with 3 respins per domain, little for a script. */
export const scavDrawLimiter = namedLimiter('scav-draw', 30, 60_000);
export const mintLimiter = namedLimiter('mint', 10, 60_000);
export const upgradeRequestLimiter = namedLimiter('upgrade-request', 10, 60_000);
