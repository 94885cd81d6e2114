'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { apiRequest, failureMessage } from '@/components/api/client';
import type { FeedbackReviewed } from '@/lib/tickets/feedback';

type State = { kind: 'idle' | 'saving' } | { kind: 'done'; text: string } | { kind: 'error'; message: string };

/** Approve (credits the wallet, once a day per wallet) or reject one pending feedback; shows the API's answer. */
export function FeedbackReview({ id, reward }: { id: number; reward: number }) {
  const router = useRouter();
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function review(action: 'approve' | 'reject') {
    setState({ kind: 'saving' });
    const result = await apiRequest<FeedbackReviewed>('/api/operator/feedback', {
      method: 'POST',
      body: { action, id },
    });
    if (!result.ok) {
      setState({ kind: 'error', message: failureMessage(result) });
      return;
    }
    setState({ kind: 'done', text: action === 'approve' ? `Approved: ${reward} RT credited.` : 'Rejected.' });
    router.refresh();
  }

  const button = 'rounded border px-3 py-1 font-mono text-sm disabled:opacity-60';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={() => review('approve')}
        disabled={state.kind === 'saving'}
        className={`${button} border-neon-green text-neon-green hover:bg-neon-green/10`}
      >
        Approve #{id}
      </button>
      <button
        type="button"
        onClick={() => review('reject')}
        disabled={state.kind === 'saving'}
        className={`${button} border-neon-pink text-neon-pink hover:bg-neon-pink/10`}
      >
        Reject #{id}
      </button>
      <p role="status" aria-live="polite" className="font-mono text-sm">
        {state.kind === 'done' ? <span className="text-neon-green">{state.text}</span> : null}
        {state.kind === 'error' ? <span className="text-neon-pink">{state.message}</span> : null}
      </p>
    </div>
  );
}
