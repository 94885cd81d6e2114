import 'server-only';
import { clientIp, createRateLimiter } from '../rate-limit';
import { NAME_VIEWS_PER_IP_PER_MINUTE } from '../rules/catalog-limits';

/** A person opens a few names a minute; a script hammering the counter is cut off (docs/operators.md "Dashboard"). */
const limiter = createRateLimiter('name-views', { limit: NAME_VIEWS_PER_IP_PER_MINUTE, windowMs: 60_000 });

export function limitNameView(request: Request): Promise<void> {
  return limiter.hit(clientIp(request), 'Too many requests. Please wait a moment and try again.');
}

export const resetNameViewLimit = (): Promise<void> => limiter.reset();
