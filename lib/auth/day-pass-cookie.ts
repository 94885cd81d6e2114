import 'server-only';
import { stringifySetCookie } from 'cookie';
import { jwtVerify, SignJWT } from 'jose';
import { sessionSecret } from './secrets';
import { secureCookies } from './session';

/**
 * The browser's own copy of its wallet's day pass (docs/product.md §8: when the access check fails, access falls back
 * to the local day-pass data with tier 'Tier 0'). Signed like the session, so it cannot be written by hand, bound to
 * its wallet, and gone when the pass ends.
 */
export const DAY_PASS_COOKIE = 'rv_pass';
const ISSUER = 'retailverse';
const AUDIENCE = 'retailverse:day-pass';

const key = () => new TextEncoder().encode(sessionSecret());

/** The Set-Cookie header that keeps a wallet's day pass in this browser until it ends. */
export async function dayPassCookie(wallet: string, expiry: Date, now = new Date()): Promise<string> {
  const seconds = Math.floor((expiry.getTime() - now.getTime()) / 1000);
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(wallet)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiry.getTime() / 1000))
    .sign(key());
  return stringifySetCookie(DAY_PASS_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    maxAge: Math.max(0, seconds),
    secure: secureCookies(),
  });
}

/** When the day pass this browser keeps for `wallet` ends; null when it keeps none, or another wallet's, or it ended. */
export async function dayPassFromCookie(
  token: string | undefined | null,
  wallet: string,
  now = new Date(),
): Promise<Date | null> {
  if (!token || token.length > 2048) return null;
  try {
    const { payload } = await jwtVerify(token, key(), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      subject: wallet,
      currentDate: now,
    });
    return typeof payload.exp === 'number' ? new Date(payload.exp * 1000) : null;
  } catch {
    return null;
  }
}
