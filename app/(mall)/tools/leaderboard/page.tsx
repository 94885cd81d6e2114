import type { Metadata } from 'next';
import { LeaderboardPoll } from '@/components/tools/leaderboard-poll';
import { LeaderboardTable } from '@/components/tools/leaderboard-table';
import { ToolHeader } from '@/components/tools/tool-header';

// The community vote panel is live: read on every request, like /vote.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Domain Leaderboard',
  description: 'The most-voted .sol domains in the Retailverse, by category and trend.',
  alternates: { canonical: '/tools/leaderboard' },
};

export default function LeaderboardPage() {
  return (
    <div className="mx-auto max-w-4xl">
      <ToolHeader eyebrow="Live" title="Domain Leaderboard" intro="The names the community keeps voting for." />
      <div className="space-y-8">
        <LeaderboardPoll />
        <LeaderboardTable />
      </div>
    </div>
  );
}
