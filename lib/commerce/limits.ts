import 'server-only';
import { createRateLimiter } from '../rate-limit';

/** 30 draws a minute per address: plenty for a person with 3 respins per domain, little for a script. */
export const scavDrawLimiter = createRateLimiter('commerce-scav-draw', { limit: 30, windowMs: 60_000 });
export const mintLimiter = createRateLimiter('commerce-mint', { limit: 10, windowMs: 60_000 });
export const upgradeRequestLimiter = createRateLimiter('commerce-upgrade-request', { limit: 10, windowMs: 60_000 });
export const orderLimiter = createRateLimiter('commerce-order', { limit: 20, windowMs: 60_000 });
export const mallDrawLimiter = createRateLimiter('commerce-mall-draw', { limit: 20, windowMs: 60_000 });
