'use client';

import { useRouter } from 'next/navigation';
import { apiRequest } from '@/components/api/client';
import { Button } from '@/components/ui/button';
import { useFormState } from '@/components/ui/use-form-state';

/** The owner clears the test orders from the console's lists and totals (their records stay). */
export function ClearTestOrders() {
  const router = useRouter();
  const form = useFormState();
  async function clear() {
    if (!window.confirm('Clear every test order from the console? Live orders are not touched.')) return;
    const cleared = await form.submit(
      () => apiRequest<{ cleared: number }>('/api/operator/test-orders', { method: 'POST', body: { action: 'clear' } }),
      (data) => `${data.cleared} test orders cleared.`,
    );
    if (cleared) router.refresh();
  }
  const { state } = form;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button variant="danger" size="small" onClick={clear} disabled={form.saving}>
        {form.saving ? 'Clearing…' : 'Clear test orders'}
      </Button>
      {state.kind === 'done' || state.kind === 'error' ? (
        <span role={state.kind === 'error' ? 'alert' : 'status'} className="font-mono text-xs text-dim">
          {state.message}
        </span>
      ) : null}
    </span>
  );
}
