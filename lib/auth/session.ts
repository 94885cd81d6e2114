import 'server-only';
import { parseCookie, stringifySetCookie } from 'cookie';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { DatabaseUnavailableError, getDb, isDatabaseUnavailable } from '../db';
import { revokedSessions } from '../db/schema';
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
    .setJti(randomUUID())
    .sign(key());
}

interface VerifiedSession {
  wallet: string;
  tokenId: string;
  expiresAt: Date;
}

async function verifySessionToken(token: string | undefined | null, now: Date): Promise<VerifiedSession | null> {
  if (!token || token.length > 2048) return null;
  try {
    const { payload } = await jwtVerify(token, key(), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
    });
    if (typeof payload.sub !== 'string' || !isWalletAddress(payload.sub)) return null;
    if (typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
    return { wallet: payload.sub, tokenId: payload.jti, expiresAt: new Date(payload.exp * 1000) };
  } catch {
    return null;
  }
}

/**
 * Whether a session was signed out. With the database unreachable it cannot be checked, and nothing a session could
 * do works either (every wallet action answers 503 'Database not available'), so the session stands meanwhile.
 */
async function isRevoked(tokenId: string): Promise<boolean> {
  try {
    const db = await getDb();
    const rows = await db
      .select({ tokenId: revokedSessions.tokenId })
      .from(revokedSessions)
      .where(eq(revokedSessions.tokenId, tokenId))
      .limit(1);
    return rows.length > 0;
  } catch (error) {
    if (error instanceof DatabaseUnavailableError || isDatabaseUnavailable(error)) return false;
    throw error;
  }
}

/** Signs a session out on the server: its token is refused from now on, even if a copy of the cookie is replayed. */
export async function revokeSessionToken(token: string | undefined | null, now = new Date()): Promise<void> {
  const session = await verifySessionToken(token, now);
  if (!session) return;
  const db = await getDb();
  await db
    .insert(revokedSessions)
    .values({ tokenId: session.tokenId, expiresAt: session.expiresAt })
    .onConflictDoNothing();
}

/** The wallet a session token is bound to, or null when the token is missing, forged, expired or signed out. */
export async function walletFromSessionToken(
  token: string | undefined | null,
  now = new Date(),
): Promise<string | null> {
  const session = await verifySessionToken(token, now);
  if (!session || (await isRevoked(session.tokenId))) return null;
  return session.wallet;
}

/** A cookie's value, or undefined when it is absent or its %-encoding is malformed (a bad cookie = no cookie). */
export function readCookie(cookieHeader: string | null, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  const raw = parseCookie(cookieHeader, { decode: (value) => value })[name];
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
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

export function secureCookies(): boolean {
  const { NODE_ENV, SITE_URL } = env();
  return NODE_ENV === 'production' && SITE_URL.startsWith('https:');
}

export function sessionCookie(token: string): string {
  return stringifySetCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    maxAge: SESSION_TTL_SECONDS,
    secure: secureCookies(),
  });
}

export function clearedSessionCookie(): string {
  return stringifySetCookie(SESSION_COOKIE, '', {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    maxAge: 0,
    secure: secureCookies(),
  });
}
