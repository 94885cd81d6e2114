import type { Metadata } from 'next';
import { LeaderboardTable } from '@/components/tools/leaderboard-table';
import { ToolHeader } from '@/components/tools/tool-header';

// The ranking is the community vote's: read on every request, like /vote.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Domain Leaderboard',
  description: 'The vaulted .sol domains the Retailverse community votes to unlock, ranked, by category and trend.',
  alternates: { canonical: '/tools/leaderboard' },
};

export default function LeaderboardPage() {
  return (
    <div className="mx-auto max-w-4xl">
      <ToolHeader eyebrow="Live" title="Domain Leaderboard" intro="The names the community keeps voting for." />
      <LeaderboardTable />
    </div>
  );
}
