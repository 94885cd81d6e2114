'use client';
import { useState, type FormEvent } from 'react';
import { checkoutEmailError } from '@/lib/rules/validation';
import { apiRequest } from '@/components/api/client';
import { useFormState } from '@/components/ui/use-form-state';

/** The optional receipt request after a successful mint (same e-mail check as the checkout). */
export function ReceiptForm({ slug, orderId, defaultEmail }: { slug: string; orderId: string; defaultEmail: string }) {
  const [email, setEmail] = useState(defaultEmail);
  const form = useFormState();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = checkoutEmailError(email);
    if (invalid) return form.fail(invalid);
    await form.submit(
      () => apiRequest(`/api/checkout/${slug}/receipt`, { method: 'POST', body: { orderId, email: email.trim() } }),
      undefined,
      { message: (failure) => failure.message ?? 'The receipt request failed. Try again.' },
    );
  };

  if (form.state.kind === 'done') {
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
          aria-invalid={form.error !== null}
          aria-describedby={form.error !== null ? 'receipt-error' : undefined}
          className="min-w-0 flex-1 rounded border border-edge bg-void px-3 py-2 text-ink"
        />
        <button
          type="submit"
          disabled={form.saving}
          className="rounded border border-neon-cyan px-4 py-2 font-mono text-sm text-neon-cyan hover:bg-neon-cyan/10 disabled:opacity-60"
        >
          {form.saving ? 'Sending...' : 'Request Receipt'}
        </button>
      </div>
      {form.error !== null ? (
        <p id="receipt-error" role="alert" className="mt-2 text-sm text-neon-red">
          {form.error}
        </p>
      ) : null}
    </form>
  );
}
