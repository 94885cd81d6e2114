import 'server-only';
import { jwtVerify, SignJWT } from 'jose';
import { env } from '../env';
import { AppError } from '../errors';
import { sessionSecret } from './secrets';
import { isWalletAddress } from './wallet-address';

export const SESSION_COOKIE = 'rv_session';
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
export const SIGN_IN_REQUIRED = 'Connect and sign in with your wallet first.';
const ISSUER = 'retailverse';
const AUDIENCE = 'retailverse:wallet';

const key = () => new TextEncoder().encode(sessionSecret());

export async function createSessionToken(wallet: string, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(wallet)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SESSION_TTL_SECONDS)
    .sign(key());
}

/** The wallet a session token is bound to, or null when the token is missing, forged or expired. */
export async function walletFromSessionToken(
  token: string | undefined | null,
  now = new Date(),
): Promise<string | null> {
  if (!token || token.length > 2048) return null;
  try {
    const { payload } = await jwtVerify(token, key(), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
    });
    return typeof payload.sub === 'string' && isWalletAddress(payload.sub) ? payload.sub : null;
  } catch {
    return null;
  }
}

export function readCookie(cookieHeader: string | null, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return decodeURIComponent(part.slice(at + 1).trim());
  }
  return undefined;
}

/** The signed-in wallet of a request (cookie read from request.headers), or null. */
export async function sessionWallet(request: Request): Promise<string | null> {
  return walletFromSessionToken(readCookie(request.headers.get('cookie'), SESSION_COOKIE));
}

/** The signed-in wallet, or a 401. */
export async function requireWallet(request: Request): Promise<string> {
  const wallet = await sessionWallet(request);
  if (!wallet) throw new AppError('unauthorized', SIGN_IN_REQUIRED);
  return wallet;
}

function secureCookies(): boolean {
  const { NODE_ENV, SITE_URL } = env();
  return NODE_ENV === 'production' && SITE_URL.startsWith('https:');
}

export function sessionCookie(token: string): string {
  return [
    `${SESSION_COOKIE}=${token}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${SESSION_TTL_SECONDS}`,
    ...(secureCookies() ? ['Secure'] : []),
  ].join('; ');
}

export function clearedSessionCookie(): string {
  return [
    `${SESSION_COOKIE}=`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    'Max-Age=0',
    ...(secureCookies() ? ['Secure'] : []),
  ].join('; ');
}
