import { describe, expect, it } from 'vitest';
import { communityPoll } from '@/content/poll';
import { readLeaderboard } from '@/lib/community/leaderboard';
import { readPollStanding } from '@/lib/community/poll';
import { pollVotes } from '@/lib/db/schema';
import { testEngines, useTestDatabase } from './support/databases';

const NOW = new Date('2027-01-10T12:00:00Z');
const HOURS = 60 * 60 * 1000;

describe.each(testEngines)('the leaderboard on $name', (engine) => {
  const database = useTestDatabase(engine, { seed: false });

  const votesFor = (optionId: string, count: number, at: Date) =>
    database()
      .db.insert(pollVotes)
      .values(
        Array.from({ length: count }, (_, i) => ({
          pollId: communityPoll.id,
          optionId,
          voterKey: `anon:${optionId}-${at.getTime()}-${i}`,
          createdAt: at,
          updatedAt: at,
        })),
      );

  it('ranks the ballot by the counts /vote shows, each name trending against its rank a day ago', async () => {
    // rugmuseum (24 at start) overtook alphastalker (28) a day ago with 10 votes: steady since then;
    // today it takes 30 more and passes the three above it, each of which falls one place.
    await votesFor('rugmuseum', 10, new Date(NOW.getTime() - 30 * HOURS));
    await votesFor('rugmuseum', 30, new Date(NOW.getTime() - 2 * HOURS));

    const { rows, standing, live } = await readLeaderboard(communityPoll, NOW);
    const vote = await readPollStanding(communityPoll, null, NOW);
    expect(live).toBe(true);
    expect(standing.totalVotes).toBe(vote.totalVotes);
    expect(rows.map((row) => row.votes).reduce((a, b) => a + b, 0)).toBe(vote.totalVotes);
    expect(rows.map((row) => [row.rank, row.id, row.votes, row.trend])).toEqual([
      [1, 'rugmuseum', 64, 'up'],
      [2, 'voidmerchant', 48, 'down'],
      [3, 'mythicmint', 44, 'down'],
      [4, 'ghostvalidator', 42, 'down'],
      [5, 'alphastalker', 28, 'steady'],
    ]);
    for (const row of rows) expect(row.votes).toBe(vote.options.find((option) => option.id === row.id)!.votes);
  });
});
