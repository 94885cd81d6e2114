'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { apiRequest } from '@/components/api/client';
import { Button } from '@/components/ui/button';
import { CONTROL, LABEL } from '@/components/ui/field';
import { FormStatus } from '@/components/ui/form-status';
import { useFormState } from '@/components/ui/use-form-state';
import type { OperatorGrantAnswer } from '@/lib/tickets/operator-grants';

const newKey = () => `console-${crypto.randomUUID()}`;

/**
 * Grant or revoke tickets with a reason. The form carries an idempotency key made when it is shown: submitting it
 * twice (a double click, a retry after a lost answer) is one grant; a new key is made after each success.
 */
export function GrantForm({ wallet = '' }: { wallet?: string }) {
  const router = useRouter();
  const [key, setKey] = useState(newKey);
  const grant = useFormState();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const amount = Number(form.get('amount'));
    const revoke = form.get('direction') === 'revoke';
    const answer = await grant.submit(
      () =>
        apiRequest<OperatorGrantAnswer>('/api/operator/tickets/grant', {
          method: 'POST',
          body: {
            wallet: String(form.get('wallet') ?? '').trim(),
            amount: revoke ? -amount : amount,
            reason: form.get('reason'),
            idempotencyKey: key,
          },
        }),
      (done) =>
        `${done.replayed ? 'Already done; nothing changed.' : revoke ? `Revoked ${amount} RT.` : `Granted ${amount} RT.`} Balance: ${done.balance} RT.`,
    );
    if (!answer) return;
    setKey(newKey());
    router.refresh();
  }

  return (
    <form onSubmit={submit} className="panel grid gap-4 p-4 sm:p-6" aria-label="Grant or revoke">
      <label className={LABEL}>
        WALLET
        <input name="wallet" required defaultValue={wallet} autoComplete="off" className={`${CONTROL} font-mono`} />
      </label>
      <fieldset className="flex flex-wrap gap-6 font-mono text-sm">
        <legend className="sr-only">Grant or revoke</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="direction" value="grant" defaultChecked /> Grant
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="direction" value="revoke" /> Revoke
        </label>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <label className={LABEL}>
          TICKETS
          <input name="amount" type="number" min={1} max={10000} step={1} required className={CONTROL} />
        </label>
        <label className={LABEL}>
          REASON (SHOWN ON THE STATEMENT)
          <input name="reason" required maxLength={200} className={CONTROL} />
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={grant.saving}>
          {grant.saving ? 'Saving…' : 'Apply'}
        </Button>
        <FormStatus state={grant.state} />
      </div>
    </form>
  );
}
