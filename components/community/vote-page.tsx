import { IntentLink } from '@/components/navigation/intent-link';
import { communityPoll } from '@/content/poll';
import { readPollStanding } from '@/lib/community/poll';
import { pollStanding, type PollStanding } from '@/lib/community/poll-standing';
import { isDatabaseUnavailable } from '@/lib/db';
import { PollBooth } from './poll-booth';
import { PollHeader } from './poll-header';

async function standingOrStartingCounts(now: Date): Promise<{ standing: PollStanding; live: boolean }> {
  try {
    return { standing: await readPollStanding(communityPoll, null, now), live: true };
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return { standing: pollStanding(communityPoll, new Map(), now), live: false };
  }
}

/** /vote: the community poll. */
export async function VotePage({ now = new Date() }: { now?: Date }) {
  const { standing, live } = await standingOrStartingCounts(now);
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
