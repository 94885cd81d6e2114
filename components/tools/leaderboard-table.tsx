import { PollVoteSplit } from '@/components/community/poll-vote-split';
import { IntentLink } from '@/components/navigation/intent-link';
import { ScrollTable, type Column } from '@/components/ui/table';
import { communityPoll } from '@/content/poll';
import { readLeaderboard } from '@/lib/community/leaderboard';
import { readCommunityPoll } from '@/lib/community/poll-config';
import { leaderboardCategoryTotals, type LeaderboardTrend } from '@/lib/rules/leaderboard';
import { countOf } from '@/lib/rules/labels';

/** Columns a phone leaves out. */
const WIDE_ONLY = 'hidden px-2 py-3 sm:table-cell sm:px-4';
const COLUMNS: Column[] = [
  'Rank',
  'Domain',
  'Votes',
  { key: 'starting', label: 'Of which starting votes', className: WIDE_ONLY },
  { key: 'category', label: 'Category', className: WIDE_ONLY },
  'Trend',
  { key: 'link', label: <span className="sr-only">Link</span> },
];

const TREND: Record<LeaderboardTrend, { icon: string; label: string }> = {
  up: { icon: '📈', label: 'Trending up' },
  down: { icon: '📉', label: 'Trending down' },
  steady: { icon: '➖', label: 'Steady' },
};

/**
 * /tools/leaderboard: the community vote's names ranked by the same counts /vote shows, with summary counts,
 * category totals and each name's trend over the last day.
 */
export async function LeaderboardTable({ now = new Date() }: { now?: Date }) {
  const { standing, rows, live } = await readLeaderboard(await readCommunityPoll(communityPoll), now);
  const categories = leaderboardCategoryTotals(rows);
  const startingOf = new Map(standing.options.map((option) => [option.id, option.startingVotes]));
  const summary = [
    { label: 'Total votes', value: standing.totalVotes, testId: 'leaderboard-poll-total' },
    { label: 'Top domain votes', value: rows[0]?.votes ?? 0 },
    { label: 'Domains ranked', value: rows.length },
    { label: 'Categories', value: categories.length },
  ];
  return (
    <div className="space-y-8">
      <section aria-labelledby="poll-heading" className="space-y-4">
        <h2 id="poll-heading" className="font-display text-xl text-ink">
          Community vote: {standing.title}
        </h2>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {summary.map((item) => (
            <div key={item.label} className="rounded-xl border border-edge bg-panel p-5 text-center">
              <dt className="font-mono text-xs uppercase tracking-widest text-dim">{item.label}</dt>
              <dd className="mt-2 font-display text-3xl text-neon-cyan" data-testid={item.testId}>
                {item.value}
              </dd>
            </div>
          ))}
        </dl>
        {live ? <PollVoteSplit standing={standing} /> : null}
      </section>
      <section aria-labelledby="category-heading">
        <h2 id="category-heading" className="mb-3 font-mono text-sm uppercase tracking-widest text-dim">
          Category totals
        </h2>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          {categories.map(({ category, votes }) => (
            <div key={category} className="panel p-4">
              <dt className="font-display text-ink">{category}</dt>
              <dd className="font-mono text-neon-pink">{countOf(votes, 'vote')}</dd>
            </div>
          ))}
        </dl>
      </section>
      <ScrollTable
        boxClassName="relative overflow-x-auto rounded-xl border border-edge"
        className="w-full text-left text-sm"
        caption={<>The {countOf(rows.length, 'name')} on the community vote, by votes</>}
        headClassName="bg-panel-2 font-mono text-xs uppercase tracking-wider text-dim"
        columnClassName="px-2 py-3 sm:px-4"
        columns={COLUMNS}
        bodyClassName="divide-y divide-edge bg-panel"
      >
        {rows.map((row) => (
          <tr key={row.id} data-testid="leaderboard-row">
            <td className="px-2 py-3 sm:px-4 font-display text-neon-yellow">#{row.rank}</td>
            <td className="break-all px-2 py-3 font-mono text-ink sm:px-4">{row.name}</td>
            <td className="px-2 py-3 sm:px-4 font-mono text-ink">{row.votes}</td>
            <td className="hidden px-2 py-3 font-mono text-dim sm:table-cell sm:px-4">{startingOf.get(row.id) ?? 0}</td>
            <td className="hidden px-2 py-3 text-dim sm:table-cell sm:px-4">{row.category}</td>
            <td className="px-2 py-3 sm:px-4">
              <span role="img" aria-label={TREND[row.trend].label}>
                {TREND[row.trend].icon}
              </span>
            </td>
            <td className="px-2 py-3 sm:px-4 text-right">
              {row.wikiSlug ? (
                <IntentLink
                  href={`/wiki/${row.wikiSlug}`}
                  className="font-mono text-neon-cyan hover:underline"
                  aria-label={`View ${row.name}`}
                >
                  View
                </IntentLink>
              ) : null}
            </td>
          </tr>
        ))}
      </ScrollTable>
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
