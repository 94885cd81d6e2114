import { IntentLink } from '@/components/navigation/intent-link';
import { leaderboardRows, type LeaderboardTrend } from '@/content/catalog/leaderboard';
import {
  LEADERBOARD_CATEGORY_COUNT,
  LEADERBOARD_CATEGORY_TOTALS,
  LEADERBOARD_ROW_COUNT,
  LEADERBOARD_TOP_VOTES,
  totalLeaderboardVotes,
} from '@/lib/rules/community';

const TREND_LABEL: Record<LeaderboardTrend, string> = { up: 'Trending up', down: 'Trending down', steady: 'Steady' };

/** /tools/leaderboard: summary counts, category totals and the ranked rows. */
export function LeaderboardTable() {
  const summary = [
    { label: 'Total votes', value: totalLeaderboardVotes(leaderboardRows) },
    { label: 'Top domain votes', value: LEADERBOARD_TOP_VOTES },
    { label: 'Domains ranked', value: LEADERBOARD_ROW_COUNT },
    { label: 'Categories', value: LEADERBOARD_CATEGORY_COUNT },
  ];
  return (
    <div className="space-y-8">
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {summary.map((item) => (
          <div key={item.label} className="rounded-xl border border-edge bg-panel p-5 text-center">
            <dt className="font-mono text-xs uppercase tracking-widest text-dim">{item.label}</dt>
            <dd className="mt-2 font-display text-3xl text-neon-cyan">{item.value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="category-heading">
        <h2 id="category-heading" className="mb-3 font-mono text-sm uppercase tracking-widest text-dim">
          Category totals
        </h2>
        <dl className="grid grid-cols-3 gap-4">
          {Object.entries(LEADERBOARD_CATEGORY_TOTALS).map(([category, votes]) => (
            <div key={category} className="rounded-lg border border-edge bg-panel p-4">
              <dt className="font-display text-ink">{category}</dt>
              <dd className="font-mono text-neon-pink">{votes} votes</dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="relative overflow-x-auto rounded-xl border border-edge">
        <table className="w-full min-w-[32rem] text-left text-sm">
          <caption className="sr-only">Top {LEADERBOARD_ROW_COUNT} domains by community votes</caption>
          <thead className="bg-panel-2 font-mono text-xs uppercase tracking-wider text-dim">
            <tr>
              <th scope="col" className="px-4 py-3">
                Rank
              </th>
              <th scope="col" className="px-4 py-3">
                Domain
              </th>
              <th scope="col" className="px-4 py-3">
                Votes
              </th>
              <th scope="col" className="px-4 py-3">
                Category
              </th>
              <th scope="col" className="px-4 py-3">
                Trend
              </th>
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Link</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-edge bg-panel">
            {leaderboardRows.map((row) => (
              <tr key={row.rank} data-testid="leaderboard-row">
                <td className="px-4 py-3 font-display text-neon-yellow">#{row.rank}</td>
                <td className="px-4 py-3 font-mono text-ink">{row.domain}</td>
                <td className="px-4 py-3 font-mono text-ink">{row.votes}</td>
                <td className="px-4 py-3 text-dim">{row.category}</td>
                <td className="px-4 py-3">
                  <span role="img" aria-label={TREND_LABEL[row.trend]}>
                    {row.trendIcon}
                  </span>
                </td>
                <td className="px-4 py-3 text-right">
                  <IntentLink
                    href={`/wiki/${row.domain.replace(/\.sol$/, '')}`}
                    className="font-mono text-neon-cyan hover:underline"
                    aria-label={`View ${row.domain}`}
                  >
                    View
                  </IntentLink>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="text-center">
        <IntentLink
          href="/vote"
          className="inline-block rounded border border-neon-pink bg-neon-pink/10 px-6 py-3 font-mono text-neon-pink hover:bg-neon-pink/20"
        >
          Vote Now →
        </IntentLink>
      </div>
    </div>
  );
}
