import 'server-only';
import { and, count, eq, sql } from 'drizzle-orm';
import { getDb } from '../db';
import { pollVotes } from '../db/schema';
import { badRequest, conflict } from '../errors';
import { pollStanding, visiblePollOptions, type Poll, type PollStanding } from './poll-standing';

export const POLL_CLOSED_MESSAGE = 'This poll has closed. The results are final.';

async function realVotes(pollId: string): Promise<Map<string, number>> {
  const db = await getDb();
  const rows = await db
    .select({ optionId: pollVotes.optionId, votes: count() })
    .from(pollVotes)
    .where(eq(pollVotes.pollId, pollId))
    .groupBy(pollVotes.optionId);
  return new Map(rows.map((row) => [row.optionId, Number(row.votes)]));
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

/** The poll with real tallies on top of its starting counts, and this voter's choice when known. */
export async function readPollStanding(
  poll: Poll,
  voterKey: string | null,
  now: Date = new Date(),
): Promise<PollStanding> {
  const [votes, myVote] = await Promise.all([realVotes(poll.id), voterKey ? voteOf(poll.id, voterKey) : null]);
  return pollStanding(poll, votes, now, myVote);
}

/** One vote per voter: voting again changes the vote. Closed polls and unknown options are refused. */
export async function castVote(
  poll: Poll,
  optionId: string,
  voterKey: string,
  now: Date = new Date(),
): Promise<PollStanding> {
  if (!visiblePollOptions(poll).some((option) => option.id === optionId)) {
    throw badRequest('That option is not on the ballot.', 'optionId');
  }
  if (!pollStanding(poll, new Map(), now).open) throw conflict(POLL_CLOSED_MESSAGE);
  const db = await getDb();
  await db
    .insert(pollVotes)
    .values({ pollId: poll.id, optionId, voterKey })
    .onConflictDoUpdate({
      target: [pollVotes.pollId, pollVotes.voterKey],
      set: { optionId, updatedAt: sql`now()` },
    });
  return readPollStanding(poll, voterKey, now);
}
