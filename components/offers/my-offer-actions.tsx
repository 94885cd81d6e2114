'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { apiRequest, failureMessage } from '@/components/api/client';
import type { OfferAnswer } from '@/lib/commerce/offers/offer-view';

const button =
  'rounded border border-neon-cyan px-3 py-1 font-mono text-xs text-neon-cyan hover:bg-neon-cyan/10 disabled:opacity-60';

/** A buyer's answers on its own offer: accept or decline a counter, raise or withdraw an offer still pending. */
export function MyOfferActions({ id, status }: { id: string; status: string }) {
  const router = useRouter();
  const [raise, setRaise] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send(body: Record<string, string>) {
    setBusy(true);
    setError(null);
    const result = await apiRequest<OfferAnswer>(`/api/offers/${id}`, { method: 'POST', body });
    setBusy(false);
    if (!result.ok) return setError(failureMessage(result));
    if (body.action === 'accept-counter' && result.data.offer.orderId)
      return router.push(`/orders/${result.data.offer.orderId}`);
    router.refresh();
  }
  const submitRaise = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send({ action: 'raise', amount: raise });
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      {status === 'countered' ? (
        <>
          <button
            type="button"
            className={button}
            disabled={busy}
            onClick={() => void send({ action: 'accept-counter' })}
          >
            Accept counter
          </button>
          <button
            type="button"
            className={button}
            disabled={busy}
            onClick={() => void send({ action: 'decline-counter' })}
          >
            Decline counter
          </button>
        </>
      ) : null}
      <form onSubmit={submitRaise} className="flex gap-1">
        <label className="sr-only" htmlFor={`raise-${id}`}>
          New amount in SOL
        </label>
        <input
          id={`raise-${id}`}
          inputMode="decimal"
          placeholder="SOL"
          value={raise}
          onChange={(event) => setRaise(event.target.value)}
          className="w-24 rounded border border-edge bg-transparent px-2 py-1 text-sm text-white"
        />
        <button type="submit" className={button} disabled={busy || !raise}>
          Raise
        </button>
      </form>
      <button type="button" className={button} disabled={busy} onClick={() => void send({ action: 'withdraw' })}>
        Withdraw
      </button>
      <p role="status" aria-live="polite" className="font-mono text-xs text-neon-pink">
        {error}
      </p>
    </div>
  );
}
