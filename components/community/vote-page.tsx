import { IntentLink } from '@/components/navigation/intent-link';
import { communityPoll } from '@/content/poll';
import { readCommunityPoll } from '@/lib/community/poll-config';
import { readPollForPage } from '@/lib/community/poll';
import { PollBooth } from './poll-booth';
import { PollHeader } from './poll-header';

/** /vote: the community poll. */
export async function VotePage({ now = new Date() }: { now?: Date }) {
  const { standing, live } = await readPollForPage(await readCommunityPoll(communityPoll), now);
  return (
    <div className="mx-auto max-w-3xl">
      <PollHeader standing={standing} />
      {live ? null : (
        <p role="status" className="mb-4 rounded border border-neon-yellow/60 px-3 py-2 text-sm text-neon-yellow">
          Live tallies are unavailable right now; showing the starting counts.
        </p>
      )}
      <PollBooth initial={standing} />
      <p className="mt-10 text-sm text-dim">
        Want to see who is already winning the mall?{' '}
        <IntentLink href="/tools/leaderboard" className="text-neon-cyan underline">
          Check the Domain Leaderboard
        </IntentLink>{' '}
        or browse the{' '}
        <IntentLink href="/vault" className="text-neon-cyan underline">
          vaulted domains
        </IntentLink>
        .
      </p>
    </div>
  );
}
