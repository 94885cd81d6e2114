'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { apiRequest } from '@/components/api/client';
import { Button } from '@/components/ui/button';
import { CONTROL, LABEL } from '@/components/ui/field';
import { FormStatus } from '@/components/ui/form-status';
import { useFormState } from '@/components/ui/use-form-state';

/** Appends a note to the order (notes are never edited or removed; each is in the audit log). */
export function OrderNoteForm({ orderId }: { orderId: string }) {
  const router = useRouter();
  const [body, setBody] = useState('');
  const form = useFormState();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const added = await form.submit(() =>
      apiRequest('/api/operator/orders/notes', { method: 'POST', body: { action: 'add', orderId, body } }),
    );
    if (added === null) return;
    setBody('');
    router.refresh();
  }
  return (
    <form onSubmit={submit} className="mt-4 grid gap-2">
      <label className={LABEL}>
        ADD A NOTE
        <textarea
          value={body}
          onChange={(event) => setBody(event.target.value)}
          rows={3}
          maxLength={2000}
          className={CONTROL}
        />
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={form.saving}>
          {form.saving ? 'Saving…' : 'Add note'}
        </Button>
        <FormStatus state={form.state} done="Note added." />
      </div>
    </form>
  );
}
