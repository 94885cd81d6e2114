'use client';
import { useState, type FormEvent } from 'react';
import { checkoutEmailError } from '@/lib/rules/validation';
import { apiRequest } from '@/components/api/client';

type State = { kind: 'idle' | 'sending' | 'sent' } | { kind: 'error'; message: string };

/** The optional receipt request after a successful mint (same e-mail check as the checkout). */
export function ReceiptForm({ slug, orderId, defaultEmail }: { slug: string; orderId: string; defaultEmail: string }) {
  const [email, setEmail] = useState(defaultEmail);
  const [state, setState] = useState<State>({ kind: 'idle' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = checkoutEmailError(email);
    if (invalid) return setState({ kind: 'error', message: invalid });
    setState({ kind: 'sending' });
    const answer = await apiRequest(`/api/checkout/${slug}/receipt`, {
      method: 'POST',
      body: { orderId, email: email.trim() },
    });
    setState(
      answer.ok
        ? { kind: 'sent' }
        : { kind: 'error', message: answer.message ?? 'The receipt request failed. Try again.' },
    );
  };

  if (state.kind === 'sent') {
    return (
      <p role="status" className="mt-4 font-mono text-sm text-neon-green">
        Receipt requested. Check {email.trim()} shortly.
      </p>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="mt-6 border-t border-edge pt-4">
      <h3 className="font-display text-lg text-ink">Want a receipt? (optional)</h3>
      <label htmlFor="receipt-email" className="mt-3 block font-mono text-sm text-dim">
        Receipt e-mail
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          id="receipt-email"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={state.kind === 'error'}
          aria-describedby={state.kind === 'error' ? 'receipt-error' : undefined}
          className="min-w-0 flex-1 rounded border border-edge bg-void px-3 py-2 text-ink"
        />
        <button
          type="submit"
          disabled={state.kind === 'sending'}
          className="rounded border border-neon-cyan px-4 py-2 font-mono text-sm text-neon-cyan hover:bg-neon-cyan/10 disabled:opacity-60"
        >
          {state.kind === 'sending' ? 'Sending...' : 'Request Receipt'}
        </button>
      </div>
      {state.kind === 'error' ? (
        <p id="receipt-error" role="alert" className="mt-2 text-sm text-neon-red">
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
