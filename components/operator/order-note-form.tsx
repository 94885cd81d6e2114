'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { apiRequest, failureMessage } from '@/components/api/client';

type State = { kind: 'idle' | 'saving' | 'done' } | { kind: 'error'; message: string };

/** Appends a note to the order (notes are never edited or removed; each is in the audit log). */
export function OrderNoteForm({ orderId }: { orderId: string }) {
  const router = useRouter();
  const [body, setBody] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setState({ kind: 'saving' });
    const result = await apiRequest('/api/operator/orders/notes', {
      method: 'POST',
      body: { action: 'add', orderId, body },
    });
    if (!result.ok) return setState({ kind: 'error', message: failureMessage(result) });
    setBody('');
    setState({ kind: 'done' });
    router.refresh();
  }
  return (
    <form onSubmit={submit} className="mt-4 grid gap-2">
      <label className="flex flex-col font-mono text-xs tracking-widest text-dim">
        ADD A NOTE
        <textarea
          value={body}
          onChange={(event) => setBody(event.target.value)}
          rows={3}
          maxLength={2000}
          className="mt-1 w-full rounded border border-edge bg-transparent px-3 py-2 text-sm text-white"
        />
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={state.kind === 'saving'}
          className="rounded border border-neon-cyan px-4 py-2 font-mono text-sm text-neon-cyan hover:bg-neon-cyan/10 disabled:opacity-60"
        >
          {state.kind === 'saving' ? 'Saving…' : 'Add note'}
        </button>
        <p role="status" aria-live="polite" className="font-mono text-sm">
          {state.kind === 'done' ? <span className="text-neon-green">Note added.</span> : null}
          {state.kind === 'error' ? <span className="text-neon-pink">{state.message}</span> : null}
        </p>
      </div>
    </form>
  );
}
