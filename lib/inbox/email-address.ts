import 'server-only';
import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { sessionSecret } from '../auth/secrets';
import { getDb, type Transaction } from '../db';
import { inboxEmails } from '../db/schema';
import { env } from '../env';
import { badRequest, conflict } from '../errors';
import { enqueueEffects } from '../commerce/outbox/jobs';
import { HOUR_MS } from '../rules/time';
import { EMAIL_INVALID, EMAIL_OFF, EMAIL_VERIFY_HOURS, maskEmail, normalEmail, OPERATOR_INBOX } from '../rules/inbox';

/** GET /api/inbox/email: the wallet's own e-mail setting, the address masked. */
export interface EmailSettings {
  /** Whether this mall sends e-mail at all (SMTP_URL). */
  enabled: boolean;
  email: string | null;
  state: 'none' | 'pending' | 'verified' | 'unsubscribed';
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The unsubscribe token of an inbox's address: `{inbox}.{HMAC}`, kept nowhere, valid while the address is. */
export function unsubscribeToken(inbox: string, email: string): string {
  const mac = createHmac('sha256', sessionSecret()).update(`unsubscribe:${inbox}:${email}`).digest('base64url');
  return `${Buffer.from(inbox).toString('base64url')}.${mac}`;
}

export async function readEmailSettings(wallet: string): Promise<EmailSettings> {
  const db = await getDb();
  const [row] = await db.select().from(inboxEmails).where(eq(inboxEmails.wallet, wallet));
  const enabled = Boolean(env().SMTP_URL);
  if (!row) return { enabled, email: null, state: 'none' };
  const state = row.unsubscribedAt ? 'unsubscribed' : row.verifiedAt ? 'verified' : 'pending';
  return { enabled, email: maskEmail(row.email), state };
}

/**
 * Sets the wallet's address, unverified: the outbox sends the verification link (`email.verify`). A new address
 * replaces the old one and needs its own link. Refused while e-mail is off (409).
 */
export async function setEmail(wallet: string, input: string, now = new Date()): Promise<EmailSettings> {
  if (!env().SMTP_URL) throw conflict(EMAIL_OFF);
  const email = normalEmail(input);
  if (!email) throw badRequest(EMAIL_INVALID, 'email');
  const requestId = randomUUID();
  const db = await getDb();
  await db.transaction(async (tx) => {
    const fresh = { email, requestId, verifyTokenHash: null, verifyExpiresAt: null, verifiedAt: null, updatedAt: now };
    await tx
      .insert(inboxEmails)
      .values({ wallet, ...fresh, unsubscribedAt: null, createdAt: now })
      .onConflictDoUpdate({ target: inboxEmails.wallet, set: { ...fresh, unsubscribedAt: null } });
    await enqueueEffects(
      tx,
      null,
      [{ kind: 'email.verify', payload: { wallet, requestId }, dedupeKey: `email.verify:${requestId}` }],
      now,
    );
  });
  return readEmailSettings(wallet);
}

export async function removeEmail(wallet: string): Promise<EmailSettings> {
  const db = await getDb();
  await db.delete(inboxEmails).where(eq(inboxEmails.wallet, wallet));
  return readEmailSettings(wallet);
}

/**
 * Outbox, before sending the link: a fresh token for the address the request was for, kept as its hash with its
 * expiry. Null when the address changed or was verified meanwhile (nothing to send). A retried send makes a new
 * token, and only the newest link works.
 */
export async function issueVerifyToken(wallet: string, requestId: string, now: Date) {
  const token = randomBytes(32).toString('base64url');
  const db = await getDb();
  const [row] = await db
    .update(inboxEmails)
    .set({
      verifyTokenHash: hashToken(token),
      verifyExpiresAt: new Date(now.getTime() + EMAIL_VERIFY_HOURS * HOUR_MS),
      updatedAt: now,
    })
    .where(and(eq(inboxEmails.wallet, wallet), eq(inboxEmails.requestId, requestId), isNull(inboxEmails.verifiedAt)))
    .returning({ email: inboxEmails.email });
  return row ? { email: row.email, token } : null;
}

/** Opens a verification link: true when the token is the address's newest and has not expired. */
export async function verifyEmail(token: string, now = new Date()): Promise<boolean> {
  const db = await getDb();
  const verified = await db
    .update(inboxEmails)
    .set({ verifiedAt: now, verifyTokenHash: null, verifyExpiresAt: null, unsubscribedAt: null, updatedAt: now })
    .where(and(eq(inboxEmails.verifyTokenHash, hashToken(token)), gt(inboxEmails.verifyExpiresAt, now)))
    .returning({ wallet: inboxEmails.wallet });
  return verified.length > 0;
}

function tokenInbox(token: string): string | null {
  const [encoded] = token.split('.');
  const inbox = encoded ? Buffer.from(encoded, 'base64url').toString() : '';
  return inbox.length > 0 && inbox.length <= 64 ? inbox : null;
}

const sameToken = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * An unsubscribe link: no more mail to that address (the inbox keeps every message). Works without signing in; true
 * when the token is the address's. The operator address (OPERATOR_EMAIL) is remembered as unsubscribed too.
 */
export async function unsubscribe(token: string, now = new Date()): Promise<boolean> {
  const inbox = tokenInbox(token);
  if (!inbox) return false;
  const db = await getDb();
  const [row] = await db.select().from(inboxEmails).where(eq(inboxEmails.wallet, inbox));
  const email = inbox === OPERATOR_INBOX ? env().OPERATOR_EMAIL : row?.email;
  if (!email || !sameToken(token, unsubscribeToken(inbox, email))) return false;
  await db
    .insert(inboxEmails)
    .values({ wallet: inbox, email, requestId: randomUUID(), unsubscribedAt: now, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: inboxEmails.wallet, set: { email, unsubscribedAt: now, updatedAt: now } });
  return true;
}

/** Where an inbox's mail goes now: its verified, subscribed address (the operators': OPERATOR_EMAIL), or null. */
export async function mailAddressOf(db: Transaction | Awaited<ReturnType<typeof getDb>>, inbox: string) {
  if (!env().SMTP_URL) return null;
  if (inbox === OPERATOR_INBOX) {
    const address = env().OPERATOR_EMAIL;
    if (!address) return null;
    const [off] = await db
      .select({ wallet: inboxEmails.wallet })
      .from(inboxEmails)
      .where(and(eq(inboxEmails.wallet, inbox), eq(inboxEmails.email, address), isNotNull(inboxEmails.unsubscribedAt)));
    return off ? null : address;
  }
  const [row] = await db
    .select({ email: inboxEmails.email })
    .from(inboxEmails)
    .where(and(eq(inboxEmails.wallet, inbox), isNotNull(inboxEmails.verifiedAt), isNull(inboxEmails.unsubscribedAt)));
  return row?.email ?? null;
}
