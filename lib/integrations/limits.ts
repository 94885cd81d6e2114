import 'server-only';
import { createRateLimiter } from '../rate-limit';
import { NAME_LOOKUPS_PER_MINUTE } from '../rules/chain-reads';
import { DISTINCT_NAME_LOOKUPS_PER_MINUTE } from '../rules/rpc-budget';
import { NAME_REGISTRATIONS_PER_MINUTE } from '../rules/sns-registration';

export const NAME_LOOKUPS_LIMITED = 'Too many name lookups from your address; wait a minute and try again.';
export const NAME_REGISTRATIONS_LIMITED = 'Too many registration requests from your address; wait a minute.';

/** Chain lookups per visitor (IP, or `wallet:<address>` for a signed-in wallet's names). */
export const nameLookupLimiter = createRateLimiter('nameLookup', { limit: NAME_LOOKUPS_PER_MINUTE });
/** Names per visitor read on chain (not already cached): each costs the RPC a few calls. */
export const distinctNameLookupLimiter = createRateLimiter('nameLookupDistinct', {
  limit: DISTINCT_NAME_LOOKUPS_PER_MINUTE,
});
export const DISTINCT_NAME_LOOKUPS_LIMITED =
  'You looked up many different names in a short time; wait a minute and try again.';
/** Registration requests (prepare, send or check) per visitor IP. */
export const nameRegistrationLimiter = createRateLimiter('nameRegister', {
  limit: NAME_REGISTRATIONS_PER_MINUTE,
});
