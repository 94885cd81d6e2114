import 'server-only';
import { createRateLimiter } from '../rate-limit';
import { NAME_REGISTRATIONS_PER_MINUTE } from '../rules/sns-registration';

const NAME_REGISTRATIONS_LIMITED = 'Too many registration requests from your address; wait a minute.';

const limiter = createRateLimiter('nameRegister', { limit: NAME_REGISTRATIONS_PER_MINUTE, windowMs: 60_000 });

/** Counts one registration request (prepare, send or check) for a visitor; a 429 past the limit. */
export const limitNameRegistration = (visitor: string): Promise<void> =>
  limiter.hit(visitor, NAME_REGISTRATIONS_LIMITED);

/** Tests: forgets the windows. */
export const resetNameRegistrationLimit = (): Promise<void> => limiter.reset();
