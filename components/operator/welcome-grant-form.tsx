'use client';

import { useRouter } from 'next/navigation';
import type { FormEvent } from 'react';
import { apiRequest } from '@/components/api/client';
import { Button } from '@/components/ui/button';
import { LABEL } from '@/components/ui/field';
import { FormStatus } from '@/components/ui/form-status';
import { useFormState } from '@/components/ui/use-form-state';
import type { RewardSettings } from '@/lib/tickets/reward-channels';

/** Sets the welcome grant for claims from now on (POST /api/operator/rewards, audited). */
export function WelcomeGrantForm({ amount, max }: { amount: number; max: number }) {
  const router = useRouter();
  const form = useFormState();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = Number(new FormData(event.currentTarget).get('amount'));
    const saved = await form.submit(
      () =>
        apiRequest<RewardSettings>('/api/operator/rewards', {
          method: 'POST',
          body: { action: 'set-welcome', amount: value },
        }),
      (settings) => `Welcome grant set to ${settings.welcomeGrant} RT.`,
    );
    if (saved) router.refresh();
  }

  return (
    <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-3" aria-label="Welcome grant">
      <label className={LABEL}>
        WELCOME GRANT (RT)
        <input
          name="amount"
          type="number"
          min={1}
          max={max}
          step={1}
          required
          defaultValue={amount}
          className="mt-1 w-28 rounded border border-edge bg-transparent px-3 py-2 text-sm text-white"
        />
      </label>
      <Button type="submit" disabled={form.saving}>
        {form.saving ? 'Saving…' : 'Save'}
      </Button>
      <FormStatus state={form.state} />
    </form>
  );
}
