'use client';

import { useRouter } from 'next/navigation';
import type { FormEvent, ReactNode } from 'react';
import { apiRequest } from '@/components/api/client';
import { Button } from '@/components/ui/button';
import { FormStatus } from '@/components/ui/form-status';
import { useFormState } from '@/components/ui/use-form-state';

/** One of the order page's action panels: a form headed by its name, the heading naming the form. */
export function OrderActionForm({
  id,
  title,
  onSubmit,
  children,
}: {
  id: string;
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} aria-labelledby={`${id}-heading`} className="panel grid gap-3 p-4">
      <h2 id={`${id}-heading`} className="font-display text-lg text-neon-cyan">
        {title}
      </h2>
      {children}
    </form>
  );
}

/**
 * Marks a paid order fulfilled once its name was transferred to the buyer: the API reads the name's owner on chain
 * and refuses while it is not the buyer (and any order that is not paid).
 * `fulfilled`: already done, so no button.
 */
export function FulfilForm({ orderId, fulfilled }: { orderId: string; fulfilled: boolean }) {
  const router = useRouter();
  const form = useFormState();
  const { state } = form;
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fulfilment = await form.submit(
      () => apiRequest('/api/operator/orders', { method: 'POST', body: { action: 'fulfil', id: orderId } }),
      'Marked fulfilled.',
    );
    if (fulfilment) router.refresh();
  }
  return (
    <OrderActionForm id="fulfil" title="Fulfil" onSubmit={submit}>
      <p className="text-sm text-dim">
        Transfer the name to the buyer&apos;s wallet first, then mark the order fulfilled: the mall reads the
        name&apos;s owner on chain and fulfils only when it is the buyer. Only a paid order can be fulfilled, and a
        fulfilled order is no longer refunded here.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {fulfilled ? null : (
          <Button type="submit" disabled={form.saving}>
            {form.saving ? 'Saving…' : 'Mark fulfilled'}
          </Button>
        )}
        {fulfilled && state.kind === 'idle' ? <p className="font-mono text-sm text-neon-green">Fulfilled.</p> : null}
        <FormStatus state={state} />
      </div>
    </OrderActionForm>
  );
}
