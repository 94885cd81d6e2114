import type { Metadata } from 'next';
import { ConsoleHeading } from '@/components/operator/console-heading';
import { PollEditorForm } from '@/components/operator/poll-editor';
import { requireConsole } from '@/components/operator/require-console';
import { communityPoll } from '@/content/poll';
import { readPollEditor } from '@/lib/community/poll-config';

export const metadata: Metadata = { title: 'Poll' };

/** The community poll's options and end date, as /vote shows them. */
export default async function ConsolePollPage() {
  await requireConsole();
  const poll = await readPollEditor(communityPoll);
  return (
    <>
      <ConsoleHeading title="Poll">
        The options on /vote and the last day of voting. A retired option leaves the ballot (its stored votes are kept);
        every change is in the audit log.
      </ConsoleHeading>
      <PollEditorForm initial={poll} />
    </>
  );
}
