import type { PollStanding } from '@/lib/community/poll-standing';

/**
 * What the totals are made of (docs/product.md, poll integrity): the starting votes the poll opened with, labelled as
 * such, then the votes cast here by wallets with proof apart from anonymous browsers and new wallets.
 */
export function PollVoteSplit({
  standing,
}: {
  standing: Pick<PollStanding, 'startingVotes' | 'walletVotes' | 'anonymousVotes'>;
}) {
  return (
    <p className="font-mono text-xs text-dim" data-testid="poll-vote-split">
      Starting votes: {standing.startingVotes}, set when the poll opened · Votes cast here: {standing.walletVotes} by
      wallets with history · {standing.anonymousVotes} anonymous or new wallets
    </p>
  );
}
