'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { apiRequest, failureMessage } from '@/components/api/client';

/** The owner clears the test orders from the console's lists and totals (their records stay). */
export function ClearTestOrders() {
  const router = useRouter();
  const [state, setState] = useState<{ kind: 'idle' | 'saving' } | { kind: 'done' | 'error'; message: string }>({
    kind: 'idle',
  });
  async function clear() {
    if (!window.confirm('Clear every test order from the console? Live orders are not touched.')) return;
    setState({ kind: 'saving' });
    const result = await apiRequest<{ cleared: number }>('/api/operator/test-orders', {
      method: 'POST',
      body: { action: 'clear' },
    });
    if (!result.ok) return setState({ kind: 'error', message: failureMessage(result) });
    setState({ kind: 'done', message: `${result.data.cleared} test orders cleared.` });
    router.refresh();
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={clear}
        disabled={state.kind === 'saving'}
        className="rounded border border-neon-pink px-3 py-1 font-mono text-xs text-neon-pink hover:bg-neon-pink/10 disabled:opacity-60"
      >
        {state.kind === 'saving' ? 'Clearing…' : 'Clear test orders'}
      </button>
      {state.kind === 'done' || state.kind === 'error' ? (
        <span role={state.kind === 'error' ? 'alert' : 'status'} className="font-mono text-xs text-dim">
          {state.message}
        </span>
      ) : null}
    </span>
  );
}
