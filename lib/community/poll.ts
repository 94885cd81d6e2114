import 'server-only';
import { and, count, eq, sql } from 'drizzle-orm';
import { getDb, isDatabaseUnavailable, type Transaction } from '../db';
import { pollAddressVotes, pollVotes } from '../db/schema';
import { badRequest, conflict, rateLimited } from '../errors';
import {
  ANON_VOTE_LIMIT_MESSAGE,
  ANON_VOTES_PER_ADDRESS_PER_DAY,
  NEW_WALLET_VOTE_LIMIT_MESSAGE,
  utcDay,
} from '../rules/rewards';
import { pollStanding, visiblePollOptions, type Poll, type PollStanding, type VotesByKind } from './poll-standing';
import { readRewardStanding } from '../tickets/reward-proof';
import { walletOfVoterKey } from './voter';
import { DAY_MS } from '../rules/time';

const POLL_CLOSED_MESSAGE = 'This poll has closed. The results are final.';

const SECONDS_TO_NEXT_UTC_DAY = (now: Date) =>
  Math.max(1, Math.ceil((Date.parse(`${utcDay(now)}T00:00:00Z`) + DAY_MS - now.getTime()) / 1000));

async function realVotes(pollId: string): Promise<{ perOption: Map<string, number>; byKind: VotesByKind }> {
  const db = await getDb();
  const rows = await db
    .select({ optionId: pollVotes.optionId, proven: pollVotes.proven, votes: count() })
    .from(pollVotes)
    .where(eq(pollVotes.pollId, pollId))
    .groupBy(pollVotes.optionId, pollVotes.proven);
  const perOption = new Map<string, number>();
  const byKind: VotesByKind = { wallet: 0, anonymous: 0 };
  for (const row of rows) {
    perOption.set(row.optionId, (perOption.get(row.optionId) ?? 0) + Number(row.votes));
    byKind[row.proven ? 'wallet' : 'anonymous'] += Number(row.votes);
  }
  return { perOption, byKind };
}

async function voteOf(pollId: string, voterKey: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ optionId: pollVotes.optionId })
    .from(pollVotes)
    .where(and(eq(pollVotes.pollId, pollId), eq(pollVotes.voterKey, voterKey)))
    .limit(1);
  return row?.optionId ?? null;
}

/** GET and POST /api/poll: the poll's standing for this voter. */
export interface PollAnswer {
  data: PollStanding;
}

/**
 * The poll with real tallies on top of its starting counts, and this voter's choice when known. /vote and the
 * leaderboard's poll panel both read this (docs/product.md, "Poll integrity"), so they always show the same numbers.
 */
export async function readPollStanding(
  poll: Poll,
  voterKey: string | null,
  now: Date = new Date(),
): Promise<PollStanding> {
  const [votes, myVote] = await Promise.all([realVotes(poll.id), voterKey ? voteOf(poll.id, voterKey) : null]);
  return pollStanding(poll, votes.perOption, now, myVote, votes.byKind);
}

/** For pages: the live standing, or the starting counts (live: false) while the database is unreachable. */
export async function readPollForPage(poll: Poll, now: Date): Promise<{ standing: PollStanding; live: boolean }> {
  try {
    return { standing: await readPollStanding(poll, null, now), live: true };
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return { standing: pollStanding(poll, new Map(), now), live: false };
  }
}

/** Counts one new anonymous voter for the address today; refuses (429) past the daily cap. */
async function takeAnonymousQuota(
  tx: Transaction,
  pollId: string,
  addressHash: string,
  now: Date,
  message: string,
): Promise<void> {
  const taken = await tx
    .insert(pollAddressVotes)
    .values({ pollId, addressHash, day: utcDay(now), votes: 1 })
    .onConflictDoUpdate({
      target: [pollAddressVotes.pollId, pollAddressVotes.addressHash, pollAddressVotes.day],
      set: { votes: sql`${pollAddressVotes.votes} + 1` },
      setWhere: sql`${pollAddressVotes.votes} < ${ANON_VOTES_PER_ADDRESS_PER_DAY}`,
    })
    .returning({ votes: pollAddressVotes.votes });
  if (taken.length === 0) throw rateLimited(message, SECONDS_TO_NEXT_UTC_DAY(now));
}

/**
 * One vote per voter: voting again changes the vote. A signed-in wallet votes as itself; a wallet with proof (a
 * purchase, a name held or on-chain history: lib/rules/reward-proof.ts) counts among the wallets' votes. Any other
 * voter, an anonymous browser or a new wallet, weighs no more than an anonymous browser: its first vote takes one of
 * its network address's 3 anonymous votes of the day (`addressHash`; changing a vote takes none), and it is counted
 * apart. Closed polls and unknown options are refused.
 */
export async function castVote(
  poll: Poll,
  optionId: string,
  voterKey: string,
  now: Date = new Date(),
  { addressHash = 'unknown' }: { addressHash?: string } = {},
): Promise<PollStanding> {
  if (!visiblePollOptions(poll).some((option) => option.id === optionId)) {
    throw badRequest('That option is not on the ballot.', 'optionId');
  }
  if (!pollStanding(poll, new Map(), now).open) throw conflict(POLL_CLOSED_MESSAGE);
  const wallet = walletOfVoterKey(voterKey);
  const proven = wallet !== null && (await readRewardStanding(wallet, now)).eligible;
  const db = await getDb();
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(pollVotes)
      .set({ optionId, proven, updatedAt: sql`now()` })
      .where(and(eq(pollVotes.pollId, poll.id), eq(pollVotes.voterKey, voterKey)))
      .returning({ id: pollVotes.id });
    if (changed.length > 0) return;
    if (!proven) {
      const message = wallet === null ? ANON_VOTE_LIMIT_MESSAGE : NEW_WALLET_VOTE_LIMIT_MESSAGE;
      await takeAnonymousQuota(tx, poll.id, addressHash, now, message);
    }
    await tx
      .insert(pollVotes)
      .values({ pollId: poll.id, optionId, voterKey, proven })
      .onConflictDoUpdate({
        target: [pollVotes.pollId, pollVotes.voterKey],
        set: { optionId, proven, updatedAt: sql`now()` },
      });
  });
  return readPollStanding(poll, voterKey, now);
}
