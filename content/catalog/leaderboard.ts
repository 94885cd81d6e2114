/**
 * Fixed sample leaderboard of /tools/leaderboard (docs/product.md §2, §9): 10 rows, top votes 127, 750 in all.
 * Every domain exists in catalogDomains; View links go to /wiki/{name without .sol}.
 * Row votes per category add up to the category totals (Meme 203, Tech 159, Trading 141).
 */
export const LEADERBOARD_CATEGORIES = ['Meme', 'Tech', 'Trading', 'Community', 'Lore'] as const;
export type LeaderboardCategory = (typeof LEADERBOARD_CATEGORIES)[number];

export type LeaderboardTrend = 'up' | 'down' | 'steady';

export interface LeaderboardRow {
  rank: number;
  domain: string; // with .sol
  votes: number;
  category: LeaderboardCategory;
  trend: LeaderboardTrend;
  trendIcon: string;
}

export const leaderboardRows: LeaderboardRow[] = [
  { rank: 1, domain: 'fudscience.sol', votes: 127, category: 'Meme', trend: 'up', trendIcon: '📈' },
  { rank: 2, domain: 'commandhub.sol', votes: 98, category: 'Tech', trend: 'up', trendIcon: '📈' },
  { rank: 3, domain: 'jpegdealer.sol', votes: 85, category: 'Trading', trend: 'steady', trendIcon: '➖' },
  { rank: 4, domain: 'jumpsetradio.sol', votes: 80, category: 'Community', trend: 'up', trendIcon: '📈' },
  { rank: 5, domain: 'copevendor.sol', votes: 76, category: 'Meme', trend: 'down', trendIcon: '📉' },
  { rank: 6, domain: 'biggestofbrains.sol', votes: 68, category: 'Lore', trend: 'up', trendIcon: '📈' },
  { rank: 7, domain: 'deploydeck.sol', votes: 61, category: 'Tech', trend: 'steady', trendIcon: '➖' },
  { rank: 8, domain: 'alphatracker.sol', votes: 56, category: 'Trading', trend: 'down', trendIcon: '📉' },
  { rank: 9, domain: 'lurkerlife.sol', votes: 52, category: 'Lore', trend: 'up', trendIcon: '📈' },
  { rank: 10, domain: 'loungeprotocol.sol', votes: 47, category: 'Community', trend: 'down', trendIcon: '📉' },
];
