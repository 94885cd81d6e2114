import { CONTROL, LABEL } from '@/components/ui/field';
import type { PollEditor } from '@/lib/community/poll-config';
import { fieldText, type SendPollChange, type SubmitPollChange } from './use-poll-editor';

/** The poll editor's buttons: smaller than the ui kit's, to sit beside a row's fields. */
export const POLL_BUTTON =
  'rounded border border-neon-cyan px-3 py-1 font-mono text-sm text-neon-cyan hover:bg-neon-cyan/10 disabled:opacity-60';

/** One option of the poll: rename it, or retire it (a retired one can be restored). */
export function PollOptionItem({
  option,
  busy,
  send,
  submit,
}: {
  option: PollEditor['options'][number];
  busy: boolean;
  send: SendPollChange;
  submit: SubmitPollChange;
}) {
  return (
    <li className="panel p-4" data-option={option.id}>
      <form
        onSubmit={submit(
          (f) => ({
            action: 'rename',
            id: option.id,
            name: fieldText(f, 'name'),
            description: fieldText(f, 'description'),
          }),
          `Saved ${option.id}.`,
        )}
        className="grid gap-2 sm:grid-cols-[1fr_2fr_auto] sm:items-end"
      >
        <label className={LABEL}>
          NAME {option.retired ? '(RETIRED)' : ''}
          <input name="name" required defaultValue={option.name} className={CONTROL} />
        </label>
        <label className={LABEL}>
          DESCRIPTION
          <input name="description" required defaultValue={option.description} className={CONTROL} />
        </label>
        <div className="flex gap-2">
          <button type="submit" disabled={busy} className={POLL_BUTTON}>
            Save
          </button>
          <button
            type="button"
            disabled={busy}
            className={POLL_BUTTON}
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
  );
}
