import 'server-only';
import { createRateLimiter } from '../../rate-limit';

/** Offers made, raised, withdrawn or answered, per client address: a person's pace. */
export const offerLimiter = createRateLimiter('commerce-offer', { limit: 30 });
export const OFFERS_LIMITED = 'Too many offers. Try again in a minute.';
