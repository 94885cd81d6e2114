import 'server-only';
import { parseCookie } from 'cookie';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DatabaseUnavailableError, getDb, isDatabaseUnavailable } from '../db';
import { revokedSessions } from '../db/schema';
import { AppError } from '../errors';
import { httpOnlyCookie, signWalletToken, verifyWalletToken } from './signed-cookies';
import { isWalletAddress } from './wallet-address';
import { DAY_MS } from '../rules/time';

export const SESSION_COOKIE = 'rv_session';
const SESSION_TTL_SECONDS = (7 * DAY_MS) / 1000;
export const SIGN_IN_REQUIRED = 'Connect and sign in with your wallet first.';
const AUDIENCE = 'retailverse:wallet';

export async function createSessionToken(wallet: string, now = new Date()): Promise<string> {
  const expiresAt = new Date(now.getTime() + SESSION_TTL_SECONDS * 1000);
  return signWalletToken(wallet, AUDIENCE, { issuedAt: now, expiresAt, id: randomUUID() });
}

interface VerifiedSession {
  wallet: string;
  tokenId: string;
  expiresAt: Date;
}

async function verifySessionToken(token: string | undefined | null, now: Date): Promise<VerifiedSession | null> {
  const payload = await verifyWalletToken(token, AUDIENCE, now);
  if (!payload || typeof payload.sub !== 'string' || !isWalletAddress(payload.sub)) return null;
  if (typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
  return { wallet: payload.sub, tokenId: payload.jti, expiresAt: new Date(payload.exp * 1000) };
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

/** GET /api/auth/session: the signed-in wallet, or null; `operator`: the wallet may open the operator console. */
export interface SessionState {
  wallet: string | null;
  operator: boolean;
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

export function sessionCookie(token: string): string {
  return httpOnlyCookie(SESSION_COOKIE, token, SESSION_TTL_SECONDS);
}

export function clearedSessionCookie(): string {
  return httpOnlyCookie(SESSION_COOKIE, '', 0);
}
