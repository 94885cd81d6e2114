/**
 * The leaderboard of /tools/leaderboard ranks the community poll's names by their votes (docs/product.md, "Poll
 * integrity"): the same counts as /vote, so the two pages never disagree.
 */
import { DAY_MS } from './time';
export type LeaderboardTrend = 'up' | 'down' | 'steady';

/** A name's trend compares its rank now with its rank this long ago. */
export const LEADERBOARD_TREND_WINDOW_MS = DAY_MS;

export interface LeaderboardEntry {
  id: string;
  /** The domain, with .sol. */
  name: string;
  votes: number;
  category: string;
}

export interface LeaderboardRow extends LeaderboardEntry {
  rank: number;
  trend: LeaderboardTrend;
}

const byVotes = (a: { votes: number; name: string }, b: { votes: number; name: string }) =>
  b.votes - a.votes || a.name.localeCompare(b.name);

/**
 * Ranks the entries by votes (ties by name). `votesDayAgo` holds each entry's votes as they stood a trend window
 * earlier: climbing past another name is 'up', falling behind one is 'down', the same rank is 'steady'.
 */
export function rankLeaderboard(
  entries: readonly LeaderboardEntry[],
  votesDayAgo: ReadonlyMap<string, number>,
): LeaderboardRow[] {
  const earlier = entries
    .map((entry) => ({ id: entry.id, name: entry.name, votes: votesDayAgo.get(entry.id) ?? 0 }))
    .sort(byVotes);
  const earlierRank = new Map(earlier.map((entry, index) => [entry.id, index + 1]));
  return [...entries].sort(byVotes).map((entry, index) => {
    const rank = index + 1;
    const before = earlierRank.get(entry.id) ?? rank;
    const trend: LeaderboardTrend = rank < before ? 'up' : rank > before ? 'down' : 'steady';
    return { ...entry, rank, trend };
  });
}

/** Votes per category, in the order the categories first appear in the ranking. */
export function leaderboardCategoryTotals(rows: readonly LeaderboardRow[]): { category: string; votes: number }[] {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.category, (totals.get(row.category) ?? 0) + row.votes);
  return [...totals].map(([category, votes]) => ({ category, votes }));
}
