'use client';

import { useState, type FormEvent } from 'react';
import { apiRequest, failureMessage } from '@/components/api/client';
import type { PollEditor, PollEditorAnswer } from '@/lib/community/poll-config';

const field = 'mt-1 w-full rounded border border-edge bg-transparent px-3 py-2 text-sm text-white';
const label = 'flex flex-col font-mono text-xs tracking-widest text-dim';
const button =
  'rounded border border-neon-cyan px-3 py-1 font-mono text-sm text-neon-cyan hover:bg-neon-cyan/10 disabled:opacity-60';

type Change = Record<string, string>;

/** The poll's end date and options, each edit sent on its own (POST /api/operator/poll) and shown as stored. */
export function PollEditorForm({ initial }: { initial: PollEditor }) {
  const [poll, setPoll] = useState(initial);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  async function send(change: Change, done: string) {
    setBusy(true);
    const result = await apiRequest<PollEditorAnswer>('/api/operator/poll', { method: 'POST', body: change });
    setBusy(false);
    if (!result.ok) return setStatus({ ok: false, text: failureMessage(result) });
    setPoll(result.data.poll);
    setStatus({ ok: true, text: done });
  }
  const submit = (build: (form: FormData) => Change, done: string) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(build(new FormData(event.currentTarget)), done);
  };
  const text = (form: FormData, key: string) => String(form.get(key) ?? '');
  return (
    <div className="grid gap-6">
      <p role="status" aria-live="polite" className="font-mono text-sm" data-testid="poll-status">
        {status ? <span className={status.ok ? 'text-neon-green' : 'text-neon-pink'}>{status.text}</span> : null}
      </p>
      <form
        onSubmit={submit((f) => ({ action: 'end-date', endDate: text(f, 'endDate') }), 'End date saved.')}
        className="flex flex-wrap items-end gap-3 panel p-4"
      >
        <label className={label}>
          LAST DAY OF VOTING (UTC)
          <input name="endDate" type="date" required defaultValue={poll.endDate} className={field} />
        </label>
        <button type="submit" disabled={busy} className={button}>
          Save end date
        </button>
      </form>
      <ul className="grid gap-3" data-testid="poll-options">
        {poll.options.map((option) => (
          <li key={option.id} className="panel p-4" data-option={option.id}>
            <form
              onSubmit={submit(
                (f) => ({
                  action: 'rename',
                  id: option.id,
                  name: text(f, 'name'),
                  description: text(f, 'description'),
                }),
                `Saved ${option.id}.`,
              )}
              className="grid gap-2 sm:grid-cols-[1fr_2fr_auto] sm:items-end"
            >
              <label className={label}>
                NAME {option.retired ? '(RETIRED)' : ''}
                <input name="name" required defaultValue={option.name} className={field} />
              </label>
              <label className={label}>
                DESCRIPTION
                <input name="description" required defaultValue={option.description} className={field} />
              </label>
              <div className="flex gap-2">
                <button type="submit" disabled={busy} className={button}>
                  Save
                </button>
                <button
                  type="button"
                  disabled={busy}
                  className={button}
                  onClick={() =>
                    void send(
                      { action: option.retired ? 'restore' : 'retire', id: option.id },
                      `${option.retired ? 'Restored' : 'Retired'} ${option.id}.`,
                    )
                  }
                >
                  {option.retired ? 'Restore' : 'Retire'}
                </button>
              </div>
            </form>
            <p className="mt-1 font-mono text-xs text-dim">
              {option.image} {option.category} · {option.votes} starting votes
            </p>
          </li>
        ))}
      </ul>
      <form
        onSubmit={submit(
          (f) => ({
            action: 'add',
            name: text(f, 'name'),
            description: text(f, 'description'),
            image: text(f, 'image'),
            category: text(f, 'category'),
          }),
          'Option added.',
        )}
        className="grid gap-2 panel p-4 sm:grid-cols-2"
        aria-labelledby="add-option-heading"
      >
        <h2 id="add-option-heading" className="font-display text-lg text-neon-cyan sm:col-span-2">
          Add an option
        </h2>
        <label className={label}>
          NEW NAME
          <input name="name" required placeholder="example.sol" className={field} />
        </label>
        <label className={label}>
          NEW DESCRIPTION
          <input name="description" required className={field} />
        </label>
        <label className={label}>
          EMOJI
          <input name="image" required defaultValue="🔐" className={field} />
        </label>
        <label className={label}>
          CATEGORY
          <select name="category" defaultValue="Mid" className={field}>
            <option>Premium</option>
            <option>Mid</option>
          </select>
        </label>
        <button type="submit" disabled={busy} className={`${button} sm:col-span-2 sm:justify-self-start`}>
          Add option
        </button>
      </form>
    </div>
  );
}
