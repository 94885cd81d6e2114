import type { Metadata } from 'next';
import { VotePage } from '@/components/community/vote-page';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Community Vote',
  description: 'Vote on which vaulted .sol domain the Retailverse unlocks next.',
  alternates: { canonical: '/vote' },
};

export default function Page() {
  return <VotePage />;
}
