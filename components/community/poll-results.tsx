import type { PollStanding } from '@/lib/community/poll-standing';
import { countOf } from '@/lib/rules/labels';

/** The results view: each option's votes and share of the total, the voter's choice marked. */
export function PollResults({ standing }: { standing: PollStanding }) {
  return (
    <ol aria-label="Results" className="space-y-3">
      {standing.options.map((option) => {
        const mine = option.id === standing.myVote;
        return (
          <li
            key={option.id}
            className={`rounded-lg border bg-panel p-4 ${mine ? 'border-neon-green' : 'border-edge'}`}
            data-testid={`result-${option.id}`}
          >
            <div className="flex items-center justify-between gap-3">
              <span className="flex items-center gap-3">
                <span aria-hidden="true" className="text-2xl">
                  {option.image}
                </span>
                <span className="font-display text-ink">{option.name}</span>
                {mine ? <span className="font-mono text-xs text-neon-green">✓ Your vote</span> : null}
              </span>
              <span className="font-mono text-sm text-ink">
                {option.percent}%{' '}
                <span className="text-dim">
                  ({countOf(option.votes, 'vote')}, {option.startingVotes} of them starting votes)
                </span>
              </span>
            </div>
            <div
              className="mt-3 h-2 overflow-hidden rounded bg-panel-2"
              role="meter"
              aria-label={`${option.name} share of votes`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={option.percent}
            >
              <div
                className={`h-full ${mine ? 'bg-neon-green' : option.category === 'Premium' ? 'bg-neon-pink' : 'bg-neon-cyan'}`}
                style={{ width: `${option.percent}%` }}
              />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
