import 'server-only';
import { and, count, eq, lt } from 'drizzle-orm';
import { readDomain } from '../catalog';
import { getDb, isDatabaseUnavailable } from '../db';
import { pollVotes } from '../db/schema';
import { LEADERBOARD_TREND_WINDOW_MS, rankLeaderboard, type LeaderboardRow } from '../rules/leaderboard';
import { readPollForPage } from './poll';
import type { Poll, PollStanding } from './poll-standing';

interface LeaderboardLine extends LeaderboardRow {
  /** The name's wiki page, or null for an option the operator added that the catalogue does not hold. */
  wikiSlug: string | null;
}

export interface Leaderboard {
  standing: PollStanding;
  rows: LeaderboardLine[];
  /** False while the database is unreachable: the starting counts, without trends. */
  live: boolean;
}

/** Real votes per option that nobody has cast or changed since `before`. */
async function votesUnchangedSince(pollId: string, before: Date): Promise<Map<string, number>> {
  const db = await getDb();
  const rows = await db
    .select({ optionId: pollVotes.optionId, votes: count() })
    .from(pollVotes)
    .where(and(eq(pollVotes.pollId, pollId), lt(pollVotes.updatedAt, before)))
    .groupBy(pollVotes.optionId);
  return new Map(rows.map((row) => [row.optionId, Number(row.votes)]));
}

/**
 * The poll's names ranked by the votes /vote shows (one read, `readPollForPage`), each with its trend over the last
 * day: its rank now against its rank from the starting counts and the votes that stood a day ago.
 */
export async function readLeaderboard(poll: Poll, now: Date): Promise<Leaderboard> {
  const { standing, live } = await readPollForPage(poll, now);
  const startingVotes = new Map(poll.options.map((option) => [option.id, option.votes]));
  const earlier = live
    ? await votesUnchangedSince(poll.id, new Date(now.getTime() - LEADERBOARD_TREND_WINDOW_MS)).catch((error) => {
        if (isDatabaseUnavailable(error)) return null;
        throw error;
      })
    : null;
  const dayAgo = new Map(
    standing.options.map((option) => [
      option.id,
      earlier ? (startingVotes.get(option.id) ?? 0) + (earlier.get(option.id) ?? 0) : option.votes,
    ]),
  );
  const ranked = rankLeaderboard(
    standing.options.map(({ id, name, votes, category }) => ({ id, name, votes, category })),
    dayAgo,
  );
  const rows = await Promise.all(
    ranked.map(async (row) => {
      const slug = row.name.replace(/\.sol$/, '');
      return { ...row, wikiSlug: (await readDomain(slug)).domain ? slug : null };
    }),
  );
  return { standing, rows, live };
}
