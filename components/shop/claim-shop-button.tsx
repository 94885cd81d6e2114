'use client';

import { useState } from 'react';
import { apiRequest, failureMessage } from '@/components/api/client';

type State = { kind: 'idle' | 'claiming' } | { kind: 'claimed'; owner: string } | { kind: 'error'; message: string };

/** 2. Claims the shop for the signed-in wallet (POST /api/setup with the link's code). */
export function ClaimShopButton({ code }: { code: string }) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  async function claim() {
    setState({ kind: 'claiming' });
    const result = await apiRequest<{ owner: string }>('/api/setup', { method: 'POST', body: { code } });
    setState(
      result.ok ? { kind: 'claimed', owner: result.data.owner } : { kind: 'error', message: failureMessage(result) },
    );
  }
  if (state.kind === 'claimed') {
    return (
      <p role="status" className="font-mono text-sm text-neon-green" data-testid="shop-claimed">
        You own this shop. Next:{' '}
        <a href="/operator/settings" className="text-neon-cyan underline">
          open the console’s settings
        </a>
        .
      </p>
    );
  }
  return (
    <div className="grid gap-2">
      <button
        type="button"
        onClick={claim}
        disabled={state.kind === 'claiming'}
        className="w-fit rounded border border-neon-pink px-4 py-2 font-mono text-sm text-neon-pink hover:bg-neon-pink/10 disabled:opacity-60"
      >
        {state.kind === 'claiming' ? 'Claiming…' : '2. Claim this shop'}
      </button>
      {state.kind === 'error' ? (
        <p role="alert" className="font-mono text-sm text-neon-pink">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
