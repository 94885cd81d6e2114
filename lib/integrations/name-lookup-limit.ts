import 'server-only';
import { createRateLimiter } from '../rate-limit';
import { NAME_LOOKUPS_PER_MINUTE } from '../rules/chain-reads';
export const NAME_LOOKUPS_LIMITED = 'Too many name lookups from your address; wait a minute and try again.';

const limiter = createRateLimiter('nameLookup', { limit: NAME_LOOKUPS_PER_MINUTE, windowMs: 60_000 });

/** Counts one chain lookup for a visitor (IP or wallet); a 429 with Retry-After past the limit. */
export const limitNameLookup = (visitor: string): Promise<void> => limiter.hit(visitor, NAME_LOOKUPS_LIMITED);

/** Tests: forgets the windows. */
export const resetNameLookupLimit = (): Promise<void> => limiter.reset();
