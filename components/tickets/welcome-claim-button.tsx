'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { apiRequest, failureMessage } from '@/components/api/client';
import type { WelcomeClaim } from '@/lib/tickets/welcome';

type Status =
  { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; amount: number } | { kind: 'error'; message: string };

/** Claims the wallet's one welcome grant, then reloads the page's balance and channels. */
export function WelcomeClaimButton({ amount }: { amount: number }) {
  const router = useRouter();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function claim() {
    setStatus({ kind: 'busy' });
    const result = await apiRequest<WelcomeClaim>('/api/rewards/welcome', { method: 'POST' });
    if (!result.ok) {
      setStatus({ kind: 'error', message: failureMessage(result) });
      return;
    }
    setStatus({ kind: 'done', amount: result.data.amount });
    router.refresh();
  }

  return (
    <div className="grid gap-2">
      <button
        type="button"
        onClick={claim}
        disabled={status.kind === 'busy' || status.kind === 'done'}
        className="w-fit rounded border border-neon-green px-4 py-2 font-mono text-sm text-neon-green hover:bg-neon-green/10 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {status.kind === 'busy' ? 'Claiming…' : `Claim ${amount} RT`}
      </button>
      <p aria-live="polite" className="min-h-5 text-sm">
        {status.kind === 'done' ? (
          <span className="text-neon-green">Welcome grant claimed: +{status.amount} RT.</span>
        ) : null}
        {status.kind === 'error' ? (
          <span role="alert" className="text-neon-red">
            {status.message}
          </span>
        ) : null}
      </p>
    </div>
  );
}
