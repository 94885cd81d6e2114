import 'server-only';
import { z } from 'zod';
import { badRequest } from '../errors';

/** The anonymous browser id the vote page keeps in localStorage: a random UUID. */
export const anonVoterIdSchema = z.uuid({ error: 'voterId must be a UUID.' });

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
