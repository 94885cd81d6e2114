import 'server-only';
import { AppError } from '../errors';
import { clientIp, createRateLimiter } from '../rate-limit';
import { NAME_VIEWS_PER_IP_PER_MINUTE } from '../rules/catalog-limits';

/** A person opens a few names a minute; a script hammering the counter is cut off (docs/operators.md "Dashboard"). */
const limiter = createRateLimiter('name-views', { limit: NAME_VIEWS_PER_IP_PER_MINUTE });

/** Whether this view may be counted; past the limit it is not, and the beacon is answered without an error. */
export async function nameViewCountable(request: Request): Promise<boolean> {
  try {
    await limiter.hit(clientIp(request));
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'rate_limited') return false;
    throw error;
  }
}
