'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { apiRequest, failureMessage } from '@/components/api/client';

const field = 'mt-1 w-full rounded border border-edge bg-transparent px-3 py-2 text-sm text-white';
const label = 'flex flex-col font-mono text-xs tracking-widest text-dim';
const button =
  'rounded border px-4 py-2 font-mono text-sm disabled:opacity-60 border-neon-cyan text-neon-cyan hover:bg-neon-cyan/10';

type State = { kind: 'idle' | 'saving' } | { kind: 'done'; text: string } | { kind: 'error'; message: string };

interface RefundAnswer {
  order: {
    status: string;
    domain: string;
    owedLamports: string;
    refunds: { signature: string; lamports: string; ticketsReversed: number; ticketsShortfall: number }[];
  };
}

function Result({ state }: { state: State }) {
  return (
    <p role="status" aria-live="polite" className="font-mono text-sm">
      {state.kind === 'done' ? <span className="text-neon-green">{state.text}</span> : null}
      {state.kind === 'error' ? <span className="text-neon-pink">{state.message}</span> : null}
    </p>
  );
}

/**
 * Marks a paid order fulfilled once its name was transferred to the buyer (the API refuses any other status).
 * `fulfilled`: already done, so no button.
 */
export function FulfilForm({ orderId, fulfilled }: { orderId: string; fulfilled: boolean }) {
  const router = useRouter();
  const [state, setState] = useState<State>({ kind: 'idle' });
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setState({ kind: 'saving' });
    const result = await apiRequest('/api/operator/orders', {
      method: 'POST',
      body: { action: 'fulfil', id: orderId },
    });
    if (!result.ok) return setState({ kind: 'error', message: failureMessage(result) });
    setState({ kind: 'done', text: 'Marked fulfilled.' });
    router.refresh();
  }
  return (
    <form
      onSubmit={submit}
      aria-labelledby="fulfil-heading"
      className="grid gap-3 rounded-lg border border-edge bg-panel p-4"
    >
      <h2 id="fulfil-heading" className="font-display text-lg text-neon-cyan">
        Fulfil
      </h2>
      <p className="text-sm text-dim">
        Transfer the name to the buyer&apos;s wallet first, then mark the order fulfilled. Only a paid order can be
        fulfilled, and a fulfilled order is no longer refunded here.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {fulfilled ? null : (
          <button type="submit" disabled={state.kind === 'saving'} className={button}>
            {state.kind === 'saving' ? 'Saving…' : 'Mark fulfilled'}
          </button>
        )}
        {fulfilled && state.kind === 'idle' ? <p className="font-mono text-sm text-neon-green">Fulfilled.</p> : null}
        <Result state={state} />
      </div>
    </form>
  );
}

/**
 * Records a refund the operator sent: its signature, and lamports for a part refund (else all that is owed).
 * `sold`: the order is paid, so a whole refund puts its name back on sale.
 */
export function RefundForm({ orderId, sold }: { orderId: string; sold: boolean }) {
  const router = useRouter();
  const [state, setState] = useState<State>({ kind: 'idle' });
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const signature = String(form.get('signature') ?? '').trim();
    const lamports = String(form.get('lamports') ?? '').trim();
    setState({ kind: 'saving' });
    const result = await apiRequest<RefundAnswer>('/api/operator/orders', {
      method: 'POST',
      body: { action: 'refund', id: orderId, signature, ...(lamports ? { lamports } : {}) },
    });
    if (!result.ok) return setState({ kind: 'error', message: failureMessage(result) });
    const { order } = result.data;
    const refund = order.refunds.find((r) => r.signature === signature);
    const parts = [`Refund recorded. The order is ${order.status}.`];
    if (sold && order.status === 'refunded' && !lamports) parts.push(`${order.domain} is back on sale.`);
    if (refund?.ticketsReversed) parts.push(`${refund.ticketsReversed} RT reversed.`);
    if (refund?.ticketsShortfall) parts.push(`${refund.ticketsShortfall} RT were already spent (shortfall).`);
    if (order.owedLamports !== '0') parts.push(`Still owed: ${order.owedLamports} lamports.`);
    setState({ kind: 'done', text: parts.join(' ') });
    router.refresh();
  }
  return (
    <form
      onSubmit={submit}
      aria-labelledby="refund-heading"
      className="grid gap-3 rounded-lg border border-edge bg-panel p-4"
    >
      <h2 id="refund-heading" className="font-display text-lg text-neon-cyan">
        Refund
      </h2>
      <p className="text-sm text-dim">
        Send the refund from the seller&apos;s wallet, then record its transaction signature here. Leave lamports empty
        to refund everything owed: a paid name goes back on sale and the buyer&apos;s purchase tickets are reversed.
        With lamports, only that part is recorded and the order stays as it is.
      </p>
      <label className={label}>
        REFUND TRANSACTION SIGNATURE
        <input
          name="signature"
          required
          minLength={64}
          maxLength={90}
          pattern="[1-9A-HJ-NP-Za-km-z]+"
          autoComplete="off"
          spellCheck={false}
          className={`${field} font-mono`}
        />
      </label>
      <label className={label}>
        LAMPORTS (OPTIONAL, FOR A PART REFUND)
        <input name="lamports" inputMode="numeric" pattern="[1-9][0-9]{0,18}" autoComplete="off" className={field} />
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={state.kind === 'saving'} className={button}>
          {state.kind === 'saving' ? 'Saving…' : 'Record refund'}
        </button>
        <Result state={state} />
      </div>
    </form>
  );
}
