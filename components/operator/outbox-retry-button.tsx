'use client';

import { useRouter } from 'next/navigation';
import { apiRequest } from '@/components/api/client';
import { Button } from '@/components/ui/button';
import { useFormState } from '@/components/ui/use-form-state';
import type { OutboxSummary } from '@/lib/commerce/outbox/worker';

/** Tries a job that gave up again, then shows the outbox as it stands. */
export function OutboxRetryButton({ id }: { id: number }) {
  const router = useRouter();
  const form = useFormState();
  async function retry() {
    const summary = await form.submit(() =>
      apiRequest<OutboxSummary>('/api/operator/outbox', { method: 'POST', body: { action: 'retry', id } }),
    );
    if (!summary) return;
    form.reset();
    router.refresh();
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button size="small" onClick={retry} disabled={form.saving}>
        {form.saving ? 'Retrying…' : 'Retry'}
      </Button>
      {form.state.kind === 'error' ? (
        <span role="alert" className="font-mono text-xs text-neon-pink">
          {form.state.message}
        </span>
      ) : null}
    </span>
  );
}
