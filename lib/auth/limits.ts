import 'server-only';
import { createRateLimiter } from '../rate-limit';

export const SIGN_IN_RATE_LIMITED = 'Too many sign-in attempts. Wait a minute and try again.';

/** Sign-in requests (nonces) per address. */
export const nonceLimiter = createRateLimiter('auth-nonce', { limit: 30 });
/** Signed sign-ins checked per address (each is a signature verification and a session row). */
export const verifyLimiter = createRateLimiter('auth-verify', { limit: 20 });
/** Sign-outs per address: a person signs out once; each one revokes a session row. */
export const logoutLimiter = createRateLimiter('auth-logout', { limit: 30 });
/** Setup-link claims per address: a shop is claimed once; a guessed code is worth nothing at this pace. */
export const setupLimiter = createRateLimiter('auth-setup', { limit: 10 });
