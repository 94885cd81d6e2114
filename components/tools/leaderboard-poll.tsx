import { IntentLink } from '@/components/navigation/intent-link';
import { PollVoteSplit } from '@/components/community/poll-vote-split';
import { communityPoll } from '@/content/poll';
import { readCommunityPoll } from '@/lib/community/poll-config';
import { readPollForPage } from '@/lib/community/poll';

/** The live community poll on /tools/leaderboard: the same read as /vote, so both pages show the same numbers. */
export async function LeaderboardPoll({ now = new Date() }: { now?: Date }) {
  const { standing, live } = await readPollForPage(await readCommunityPoll(communityPoll), now);
  const ranked = [...standing.options].sort((a, b) => b.votes - a.votes);
  return (
    <section aria-labelledby="poll-heading" className="rounded-xl border border-edge bg-panel p-5">
      <h2 id="poll-heading" className="font-display text-xl text-ink">
        Community vote: {standing.title}
      </h2>
      <p className="mt-1 font-mono text-sm text-neon-cyan" data-testid="leaderboard-poll-total">
        Total votes: {standing.totalVotes}
      </p>
      {live ? <PollVoteSplit standing={standing} /> : null}
      <ol className="mt-3 grid gap-2 sm:grid-cols-2">
        {ranked.map((option) => (
          <li
            key={option.id}
            className="flex items-center justify-between rounded border border-edge bg-panel-2 px-3 py-2 text-sm"
          >
            <span className="font-mono text-ink">{option.name}</span>
            <span className="font-mono text-neon-pink">
              {option.votes} votes ({option.percent}%)
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-3 text-sm text-dim">
        Live from the{' '}
        <IntentLink href="/vote" className="text-neon-cyan underline">
          community vote
        </IntentLink>
        ; the table below is the mall’s sample ranking.
      </p>
    </section>
  );
}
