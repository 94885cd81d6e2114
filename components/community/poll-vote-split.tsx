import type { PollStanding } from '@/lib/community/poll-standing';

/** The real votes by kind: signed-in wallets apart from anonymous browsers (docs/product.md, poll integrity). */
export function PollVoteSplit({ standing }: { standing: Pick<PollStanding, 'walletVotes' | 'anonymousVotes'> }) {
  return (
    <p className="font-mono text-xs text-dim" data-testid="poll-vote-split">
      Votes cast here: {standing.walletVotes} by signed-in wallets · {standing.anonymousVotes} anonymous
    </p>
  );
}
