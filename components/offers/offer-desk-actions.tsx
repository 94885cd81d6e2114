'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { apiRequest, failureMessage } from '@/components/api/client';
import type { OfferAnswer } from '@/lib/commerce/offers/offer-view';

type State = { kind: 'idle' | 'saving' } | { kind: 'error'; message: string };

const input = 'w-28 rounded border border-edge bg-transparent px-2 py-1 text-sm text-white';
const button =
  'rounded border border-neon-cyan px-3 py-1 font-mono text-xs text-neon-cyan hover:bg-neon-cyan/10 disabled:opacity-60';

/** The operator's answers to one offer: accept it, counter it with a price, or decline it with a reason. */
export function OfferDeskActions({ id, status }: { id: string; status: string }) {
  const router = useRouter();
  const [counter, setCounter] = useState('');
  const [reason, setReason] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function send(body: Record<string, string>) {
    setState({ kind: 'saving' });
    const result = await apiRequest<OfferAnswer>('/api/operator/offers', { method: 'POST', body: { id, ...body } });
    if (!result.ok) return setState({ kind: 'error', message: failureMessage(result) });
    setState({ kind: 'idle' });
    router.refresh();
  }
  const onSubmit = (body: () => Record<string, string>) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(body());
  };
  const busy = state.kind === 'saving';

  return (
    <div className="grid gap-2">
      {status === 'open' ? (
        <>
          <button type="button" className={button} disabled={busy} onClick={() => void send({ action: 'accept' })}>
            Accept
          </button>
          <form onSubmit={onSubmit(() => ({ action: 'counter', amount: counter }))} className="flex gap-1">
            <label className="sr-only" htmlFor={`counter-${id}`}>
              Counter in SOL
            </label>
            <input
              id={`counter-${id}`}
              inputMode="decimal"
              placeholder="SOL"
              value={counter}
              onChange={(event) => setCounter(event.target.value)}
              className={input}
            />
            <button type="submit" className={button} disabled={busy || !counter}>
              Counter
            </button>
          </form>
        </>
      ) : null}
      <form onSubmit={onSubmit(() => ({ action: 'decline', reason }))} className="flex gap-1">
        <label className="sr-only" htmlFor={`reason-${id}`}>
          Reason for declining
        </label>
        <input
          id={`reason-${id}`}
          placeholder="Reason"
          maxLength={280}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          className={input}
        />
        <button type="submit" className={button} disabled={busy || !reason.trim()}>
          Decline
        </button>
      </form>
      <p role="status" aria-live="polite" className="font-mono text-xs text-neon-pink">
        {state.kind === 'error' ? state.message : null}
      </p>
    </div>
  );
}
