'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { apiRequest, failureMessage } from '@/components/api/client';
import type { RewardSettings } from '@/lib/tickets/reward-channels';

type State = { kind: 'idle' | 'saving' } | { kind: 'done'; text: string } | { kind: 'error'; message: string };

/** Sets the welcome grant for claims from now on (POST /api/operator/rewards, audited). */
export function WelcomeGrantForm({ amount, max }: { amount: number; max: number }) {
  const router = useRouter();
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = Number(new FormData(event.currentTarget).get('amount'));
    setState({ kind: 'saving' });
    const result = await apiRequest<RewardSettings>('/api/operator/rewards', {
      method: 'POST',
      body: { action: 'set-welcome', amount: value },
    });
    if (!result.ok) {
      setState({ kind: 'error', message: failureMessage(result) });
      return;
    }
    setState({ kind: 'done', text: `Welcome grant set to ${result.data.welcomeGrant} RT.` });
    router.refresh();
  }

  return (
    <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-3" aria-label="Welcome grant">
      <label className="flex flex-col font-mono text-xs tracking-widest text-dim">
        WELCOME GRANT (RT)
        <input
          name="amount"
          type="number"
          min={1}
          max={max}
          step={1}
          required
          defaultValue={amount}
          className="mt-1 w-28 rounded border border-edge bg-transparent px-3 py-2 text-sm text-white"
        />
      </label>
      <button
        type="submit"
        disabled={state.kind === 'saving'}
        className="rounded border border-neon-cyan px-4 py-2 font-mono text-sm text-neon-cyan hover:bg-neon-cyan/10 disabled:opacity-60"
      >
        {state.kind === 'saving' ? 'Saving…' : 'Save'}
      </button>
      <p role="status" aria-live="polite" className="font-mono text-sm">
        {state.kind === 'done' ? <span className="text-neon-green">{state.text}</span> : null}
        {state.kind === 'error' ? <span className="text-neon-pink">{state.message}</span> : null}
      </p>
    </form>
  );
}
