'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { apiRequest, failureMessage } from '@/components/api/client';
import type { OutboxSummary } from '@/lib/commerce/outbox/worker';

/** Tries a job that gave up again, then shows the outbox as it stands. */
export function OutboxRetryButton({ id }: { id: number }) {
  const router = useRouter();
  const [state, setState] = useState<{ kind: 'idle' | 'saving' } | { kind: 'error'; message: string }>({
    kind: 'idle',
  });
  async function retry() {
    setState({ kind: 'saving' });
    const result = await apiRequest<OutboxSummary>('/api/operator/outbox', {
      method: 'POST',
      body: { action: 'retry', id },
    });
    if (!result.ok) return setState({ kind: 'error', message: failureMessage(result) });
    setState({ kind: 'idle' });
    router.refresh();
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={retry}
        disabled={state.kind === 'saving'}
        className="min-h-6 rounded border border-neon-cyan px-3 py-1 font-mono text-xs text-neon-cyan hover:bg-neon-cyan/10 disabled:opacity-60"
      >
        {state.kind === 'saving' ? 'Retrying…' : 'Retry'}
      </button>
      {state.kind === 'error' ? (
        <span role="alert" className="font-mono text-xs text-neon-pink">
          {state.message}
        </span>
      ) : null}
    </span>
  );
}
