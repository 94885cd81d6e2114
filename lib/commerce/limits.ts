import 'server-only';
import { createRateLimiter } from '../rate-limit';
import { ORDER_RESERVATION_MS } from '../rules/payments';
import { RESPINS_PER_DOMAIN } from '../rules/tickets';

/** 30 draws a minute per address: plenty for a person with 3 respins per domain, little for a script. */
export const scavDrawLimiter = createRateLimiter('commerce-scav-draw', { limit: 30 });
/**
 * New draws of one name from one address, for as long as a draw lasts: the first and as many as a wallet may respin.
 * A draw is kept per browser, so without this a cleared cookie would be a free respin.
 */
export const scavFreshDrawLimiter = createRateLimiter('commerce-scav-fresh-draw', {
  limit: 1 + RESPINS_PER_DOMAIN,
  windowMs: ORDER_RESERVATION_MS,
});
export const mintLimiter = createRateLimiter('commerce-mint', { limit: 10 });
export const receiptLimiter = createRateLimiter('commerce-receipt', { limit: 10 });
export const upgradeRequestLimiter = createRateLimiter('commerce-upgrade-request', { limit: 10 });
export const orderLimiter = createRateLimiter('commerce-order', { limit: 20 });
export const mallDrawLimiter = createRateLimiter('commerce-mall-draw', { limit: 20 });
/** The chat's reward draw runs once per bot reply: 20 a minute is more than a person types. */
export const chatRewardLimiter = createRateLimiter('commerce-chat-reward', { limit: 20 });
/** A wallet reading its vouchers. */
export const voucherListLimiter = createRateLimiter('commerce-voucher-list', { limit: 60 });
