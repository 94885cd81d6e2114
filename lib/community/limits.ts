import 'server-only';
import { createRateLimiter } from '../rate-limit';

/* Per-IP limits for the community forms and tools: generous for people, tight enough for scripts. */

/** Poll votes. */
export const pollLimiter = createRateLimiter('community-poll', { limit: 30 });
/** The forms: notify, submissions, waitlist, contact, merch waitlist (one window shared by all of them). */
export const communityFormLimiter = createRateLimiter('community-form', { limit: 10 });
/** The domain tester. */
export const domainTesterLimiter = createRateLimiter('community-domain-tester', { limit: 20 });
