import { describe, expect, it } from 'vitest';
import { leaderboardCategoryTotals, rankLeaderboard, type LeaderboardEntry } from '../../../lib/rules/leaderboard';

const entry = (id: string, votes: number, category = 'Premium'): LeaderboardEntry => ({
  id,
  name: `${id}.sol`,
  votes,
  category,
});

describe('rankLeaderboard', () => {
  it('ranks by votes, ties by name', () => {
    const rows = rankLeaderboard([entry('b', 5), entry('c', 9), entry('a', 5)], new Map());
    expect(rows.map((row) => [row.rank, row.id, row.votes])).toEqual([
      [1, 'c', 9],
      [2, 'a', 5],
      [3, 'b', 5],
    ]);
  });

  it('trends: up past a name that led a day ago, down behind it, steady otherwise', () => {
    const dayAgo = new Map([
      ['a', 10],
      ['b', 8],
      ['c', 1],
    ]);
    const rows = rankLeaderboard([entry('a', 10), entry('b', 12), entry('c', 2)], dayAgo);
    expect(rows.map((row) => [row.id, row.rank, row.trend])).toEqual([
      ['b', 1, 'up'],
      ['a', 2, 'down'],
      ['c', 3, 'steady'],
    ]);
  });

  it('with nothing changed in a day, every name is steady', () => {
    const entries = [entry('a', 3), entry('b', 2)];
    const rows = rankLeaderboard(entries, new Map(entries.map((e) => [e.id, e.votes])));
    expect(rows.every((row) => row.trend === 'steady')).toBe(true);
  });
});

describe('leaderboardCategoryTotals', () => {
  it('adds each category’s votes, in ranking order', () => {
    const rows = rankLeaderboard([entry('a', 4, 'Mid'), entry('b', 10), entry('c', 3)], new Map());
    expect(leaderboardCategoryTotals(rows)).toEqual([
      { category: 'Premium', votes: 13 },
      { category: 'Mid', votes: 4 },
    ]);
  });
});
