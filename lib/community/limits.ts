import 'server-only';
import { clientIp, createRateLimiter } from '../rate-limit';

const MINUTE = 60_000;

/** Per-IP limits for the community forms and tools: generous for people, tight enough for scripts. */
const limiters = {
  poll: createRateLimiter('community-poll', { limit: 30, windowMs: MINUTE }),
  form: createRateLimiter('community-form', { limit: 10, windowMs: MINUTE }),
  domainTester: createRateLimiter('community-domain-tester', { limit: 20, windowMs: MINUTE }),
};

export function limitCommunityRequest(request: Request, scope: keyof typeof limiters): Promise<void> {
  return limiters[scope].hit(clientIp(request));
}

/** Tests start each case with fresh windows. */
export async function resetCommunityLimits(): Promise<void> {
  for (const limiter of Object.values(limiters)) await limiter.reset();
}
