'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { apiRequest, failureMessage } from '@/components/api/client';
import type { OperatorGrantAnswer } from '@/lib/tickets/operator-grants';

const field = 'mt-1 w-full rounded border border-edge bg-transparent px-3 py-2 text-sm text-white';
const label = 'flex flex-col font-mono text-xs tracking-widest text-dim';

const newKey = () => `console-${crypto.randomUUID()}`;

/**
 * Grant or revoke tickets with a reason. The form carries an idempotency key made when it is shown: submitting it
 * twice (a double click, a retry after a lost answer) is one grant; a new key is made after each success.
 */
export function GrantForm({ wallet = '' }: { wallet?: string }) {
  const router = useRouter();
  const [key, setKey] = useState(newKey);
  const [state, setState] = useState<
    { kind: 'idle' | 'saving' } | { kind: 'done'; text: string } | { kind: 'error'; message: string }
  >({ kind: 'idle' });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const amount = Number(form.get('amount'));
    const revoke = form.get('direction') === 'revoke';
    setState({ kind: 'saving' });
    const result = await apiRequest<OperatorGrantAnswer>('/api/operator/tickets/grant', {
      method: 'POST',
      body: {
        wallet: String(form.get('wallet') ?? '').trim(),
        amount: revoke ? -amount : amount,
        reason: form.get('reason'),
        idempotencyKey: key,
      },
    });
    if (!result.ok) {
      setState({ kind: 'error', message: failureMessage(result) });
      return;
    }
    setState({
      kind: 'done',
      text: `${result.data.replayed ? 'Already done; nothing changed.' : revoke ? `Revoked ${amount} RT.` : `Granted ${amount} RT.`} Balance: ${result.data.balance} RT.`,
    });
    setKey(newKey());
    router.refresh();
  }

  return (
    <form
      onSubmit={submit}
      className="grid gap-4 rounded-lg border border-edge bg-panel p-4 sm:p-6"
      aria-label="Grant or revoke"
    >
      <label className={label}>
        WALLET
        <input name="wallet" required defaultValue={wallet} autoComplete="off" className={`${field} font-mono`} />
      </label>
      <fieldset className="flex flex-wrap gap-6 font-mono text-sm">
        <legend className="sr-only">Grant or revoke</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="direction" value="grant" defaultChecked /> Grant
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="direction" value="revoke" /> Revoke
        </label>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <label className={label}>
          TICKETS
          <input name="amount" type="number" min={1} max={10000} step={1} required className={field} />
        </label>
        <label className={label}>
          REASON (SHOWN ON THE STATEMENT)
          <input name="reason" required maxLength={200} className={field} />
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={state.kind === 'saving'}
          className="rounded border border-neon-cyan px-4 py-2 font-mono text-sm text-neon-cyan hover:bg-neon-cyan/10 disabled:opacity-60"
        >
          {state.kind === 'saving' ? 'Saving…' : 'Apply'}
        </button>
        <p role="status" aria-live="polite" className="font-mono text-sm">
          {state.kind === 'done' ? <span className="text-neon-green">{state.text}</span> : null}
          {state.kind === 'error' ? <span className="text-neon-pink">{state.message}</span> : null}
        </p>
      </div>
    </form>
  );
}
