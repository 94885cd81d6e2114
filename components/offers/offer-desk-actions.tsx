'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { apiRequest } from '@/components/api/client';
import { Button } from '@/components/ui/button';
import { useFormState } from '@/components/ui/use-form-state';
import type { OfferAnswer } from '@/lib/commerce/offers/offer-view';

const input = 'w-28 rounded border border-edge bg-transparent px-2 py-1 text-sm text-white';

/** The operator's answers to one offer: accept it, counter it with a price, or decline it with a reason. */
export function OfferDeskActions({ id, status }: { id: string; status: string }) {
  const router = useRouter();
  const [counter, setCounter] = useState('');
  const [reason, setReason] = useState('');
  const answer = useFormState();

  async function send(body: Record<string, string>) {
    const done = await answer.submit(() =>
      apiRequest<OfferAnswer>('/api/operator/offers', { method: 'POST', body: { id, ...body } }),
    );
    if (!done) return;
    answer.reset();
    router.refresh();
  }
  const onSubmit = (body: () => Record<string, string>) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(body());
  };
  const busy = answer.saving;

  return (
    <div className="grid gap-2">
      {status === 'open' ? (
        <>
          <Button size="small" disabled={busy} onClick={() => void send({ action: 'accept' })}>
            Accept
          </Button>
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
            <Button type="submit" size="small" disabled={busy || !counter}>
              Counter
            </Button>
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
        <Button type="submit" size="small" disabled={busy || !reason.trim()}>
          Decline
        </Button>
      </form>
      <p role="status" aria-live="polite" className="font-mono text-xs text-neon-pink">
        {answer.state.kind === 'error' ? answer.state.message : null}
      </p>
    </div>
  );
}
