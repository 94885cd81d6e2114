import 'server-only';
import { stringifySetCookie } from 'cookie';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { env } from '../env';
import { sessionSecret } from './secrets';

// What the session and the day-pass cookies share: a wallet-bound token signed with the session secret (one audience
// each, so one cannot pass for the other), and an HttpOnly cookie that carries it.

const ISSUER = 'retailverse';
const MAX_TOKEN_LENGTH = 2048;

const key = () => new TextEncoder().encode(sessionSecret());
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A token for `wallet` in `audience`, valid from `issuedAt` until `expiresAt`; `id` names it (to revoke it). */
export async function signWalletToken(
  wallet: string,
  audience: string,
  { issuedAt, expiresAt, id }: { issuedAt: Date; expiresAt: Date; id?: string },
): Promise<string> {
  const token = new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(wallet)
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt(seconds(issuedAt))
    .setExpirationTime(seconds(expiresAt));
  return (id ? token.setJti(id) : token).sign(key());
}

/** The claims of a token of `audience` (and of `wallet`, when given) still valid at `now`; null for anything else. */
export async function verifyWalletToken(
  token: string | undefined | null,
  audience: string,
  now: Date,
  wallet?: string,
): Promise<JWTPayload | null> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  try {
    const { payload } = await jwtVerify(token, key(), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience,
      currentDate: now,
      ...(wallet ? { subject: wallet } : {}),
    });
    return payload;
  } catch {
    return null;
  }
}

function secureCookies(): boolean {
  const { NODE_ENV, SITE_URL } = env();
  return NODE_ENV === 'production' && SITE_URL.startsWith('https:');
}

/** The Set-Cookie header of an HttpOnly, same-site cookie for the whole site (maxAge 0 clears it). */
export function httpOnlyCookie(name: string, value: string, maxAgeSeconds: number): string {
  return stringifySetCookie(name, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    maxAge: Math.max(0, maxAgeSeconds),
    secure: secureCookies(),
  });
}
