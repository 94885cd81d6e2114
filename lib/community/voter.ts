import 'server-only';
import { createHmac, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { readCookie } from '../auth/session';
import { httpOnlyCookie } from '../auth/signed-cookies';
import { sessionSecret } from '../auth/secrets';
import { badRequest } from '../errors';
import { DAY_MS } from '../rules/time';

/** The anonymous browser id: a random UUID, kept in the HttpOnly rv_voter cookie (once per browser). */
const anonVoterIdSchema = z.uuid({ error: 'voterId must be a UUID.' });

const VOTER_COOKIE = 'rv_voter';
const VOTER_COOKIE_SECONDS = (365 * DAY_MS) / 1000;

// Prefixes keep the two kinds of voter from ever colliding in poll_votes.voter_key.

/** A signed-in wallet votes as itself. */
export function walletVoterKey(wallet: string): string {
  return `wallet:${wallet}`;
}

/** A browser without a signed-in wallet votes with its anonymous UUID. */
export function anonymousVoterKey(anonId: string | null | undefined): string {
  const parsed = anonVoterIdSchema.safeParse(anonId);
  if (!parsed.success) throw badRequest('voterId must be a UUID.', 'voterId');
  return `anon:${parsed.data.toLowerCase()}`;
}

/** The wallet a voter key stands for, or null for an anonymous browser. */
export const walletOfVoterKey = (key: string): string | null =>
  key.startsWith('wallet:') ? key.slice('wallet:'.length) : null;

/** This browser's anonymous id from its cookie, when it has a well-formed one. */
export function voterIdFromCookie(request: Request): string | undefined {
  const value = readCookie(request.headers.get('cookie'), VOTER_COOKIE);
  return value && anonVoterIdSchema.safeParse(value).success ? value : undefined;
}

/**
 * The anonymous voter of a POST: the browser's cookie; without one, the id the page kept before the cookie
 * existed (the body's voterId), else a new one; `setCookie` then gives the browser its cookie.
 */
export function anonymousVoter(request: Request, bodyVoterId: string | undefined): { key: string; setCookie?: string } {
  const fromCookie = voterIdFromCookie(request);
  if (fromCookie) return { key: anonymousVoterKey(fromCookie) };
  const id = bodyVoterId ?? randomUUID();
  const key = anonymousVoterKey(id);
  return { key, setCookie: httpOnlyCookie(VOTER_COOKIE, id.toLowerCase(), VOTER_COOKIE_SECONDS) };
}

/** The network address as a keyed hash: enough to count its anonymous votes, not to read it back. */
export function addressHash(ip: string): string {
  return createHmac('sha256', sessionSecret()).update(`poll-address:${ip}`).digest('hex').slice(0, 32);
}
