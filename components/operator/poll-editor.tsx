'use client';

import { CONTROL, LABEL } from '@/components/ui/field';
import type { PollEditor } from '@/lib/community/poll-config';
import { POLL_BUTTON, PollOptionItem } from './poll-option-item';
import { fieldText, usePollEditor } from './use-poll-editor';

/** The poll's end date and options, each edit sent on its own (POST /api/operator/poll) and shown as stored. */
export function PollEditorForm({ initial }: { initial: PollEditor }) {
  const { poll, status, busy, send, submit } = usePollEditor(initial);
  return (
    <div className="grid gap-6">
      <p role="status" aria-live="polite" className="font-mono text-sm" data-testid="poll-status">
        {status ? <span className={status.ok ? 'text-neon-green' : 'text-neon-pink'}>{status.text}</span> : null}
      </p>
      <form
        onSubmit={submit((f) => ({ action: 'end-date', endDate: fieldText(f, 'endDate') }), 'End date saved.')}
        className="flex flex-wrap items-end gap-3 panel p-4"
      >
        <label className={LABEL}>
          LAST DAY OF VOTING (UTC)
          <input name="endDate" type="date" required defaultValue={poll.endDate} className={CONTROL} />
        </label>
        <button type="submit" disabled={busy} className={POLL_BUTTON}>
          Save end date
        </button>
      </form>
      <ul className="grid gap-3" data-testid="poll-options">
        {poll.options.map((option) => (
          <PollOptionItem key={option.id} option={option} busy={busy} send={send} submit={submit} />
        ))}
      </ul>
      <form
        onSubmit={submit(
          (f) => ({
            action: 'add',
            name: fieldText(f, 'name'),
            description: fieldText(f, 'description'),
            image: fieldText(f, 'image'),
            category: fieldText(f, 'category'),
          }),
          'Option added.',
        )}
        className="grid gap-2 panel p-4 sm:grid-cols-2"
        aria-labelledby="add-option-heading"
      >
        <h2 id="add-option-heading" className="font-display text-lg text-neon-cyan sm:col-span-2">
          Add an option
        </h2>
        <label className={LABEL}>
          NEW NAME
          <input name="name" required placeholder="example.sol" className={CONTROL} />
        </label>
        <label className={LABEL}>
          NEW DESCRIPTION
          <input name="description" required className={CONTROL} />
        </label>
        <label className={LABEL}>
          EMOJI
          <input name="image" required defaultValue="🔐" className={CONTROL} />
        </label>
        <label className={LABEL}>
          CATEGORY
          <select name="category" defaultValue="Mid" className={CONTROL}>
            <option>Premium</option>
            <option>Mid</option>
          </select>
        </label>
        <button type="submit" disabled={busy} className={`${POLL_BUTTON} sm:col-span-2 sm:justify-self-start`}>
          Add option
        </button>
      </form>
    </div>
  );
}
