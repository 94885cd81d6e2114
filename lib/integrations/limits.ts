import 'server-only';
import { createRateLimiter } from '../rate-limit';
import { NAME_LOOKUPS_PER_MINUTE } from '../rules/chain-reads';
import { NAME_REGISTRATIONS_PER_MINUTE } from '../rules/sns-registration';

export const NAME_LOOKUPS_LIMITED = 'Too many name lookups from your address; wait a minute and try again.';
export const NAME_REGISTRATIONS_LIMITED = 'Too many registration requests from your address; wait a minute.';

/** Chain lookups per visitor (IP, or `wallet:<address>` for a signed-in wallet's names). */
export const nameLookupLimiter = createRateLimiter('nameLookup', { limit: NAME_LOOKUPS_PER_MINUTE });
/** Registration requests (prepare, send or check) per visitor IP. */
export const nameRegistrationLimiter = createRateLimiter('nameRegister', {
  limit: NAME_REGISTRATIONS_PER_MINUTE,
});
