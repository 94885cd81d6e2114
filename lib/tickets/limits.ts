import 'server-only';
import { createRateLimiter } from '../rate-limit';

export const SPIN_RATE_LIMITED = 'Easy on the wheel. Wait a minute and spin again.';

/** Referral links remembered per address. */
export const referralVisitLimiter = createRateLimiter('referral-visit', { limit: 30 });
/** Spins per signed-in wallet. */
export const spinLimiter = createRateLimiter('spin', { limit: 60 });
/** Day-pass claims per signed-in wallet. */
export const dayPassLimiter = createRateLimiter('day-pass', { limit: 30 });
/**
 * Feedback posts per address, before the body is read (the wallet's own quota, FEEDBACK_PER_HOUR, is counted when
 * feedback is stored: lib/tickets/feedback.ts).
 */
export const feedbackRequestLimiter = createRateLimiter('rewards-feedback', { limit: 10 });
/** Welcome-grant claims per address: a wallet claims once, so a handful covers a shared address. */
export const welcomeLimiter = createRateLimiter('rewards-welcome', { limit: 10 });
