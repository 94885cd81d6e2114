import 'server-only';
import { httpOnlyCookie, signWalletToken, verifyWalletToken } from './signed-cookies';

/**
 * The browser's own copy of its wallet's day pass (docs/product.md §8: when the access check fails, access falls back
 * to the local day-pass data with tier 'Tier 0'). Signed like the session, so it cannot be written by hand, bound to
 * its wallet, and gone when the pass ends.
 */
export const DAY_PASS_COOKIE = 'rv_pass';
const AUDIENCE = 'retailverse:day-pass';

/** The Set-Cookie header that keeps a wallet's day pass in this browser until it ends. */
export async function dayPassCookie(wallet: string, expiry: Date, now = new Date()): Promise<string> {
  const token = await signWalletToken(wallet, AUDIENCE, { issuedAt: now, expiresAt: expiry });
  return httpOnlyCookie(DAY_PASS_COOKIE, token, Math.floor((expiry.getTime() - now.getTime()) / 1000));
}

/** When the day pass this browser keeps for `wallet` ends; null when it keeps none, or another wallet's, or it ended. */
export async function dayPassFromCookie(
  token: string | undefined | null,
  wallet: string,
  now = new Date(),
): Promise<Date | null> {
  const payload = await verifyWalletToken(token, AUDIENCE, now, wallet);
  return typeof payload?.exp === 'number' ? new Date(payload.exp * 1000) : null;
}
