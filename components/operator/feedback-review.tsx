'use client';

import { useRouter } from 'next/navigation';
import { apiRequest } from '@/components/api/client';
import { FormStatus } from '@/components/ui/form-status';
import { useFormState } from '@/components/ui/use-form-state';
import type { FeedbackReviewed } from '@/lib/tickets/feedback';

/** Approve (credits the wallet, once a day per wallet) or reject one pending feedback; shows the API's answer. */
export function FeedbackReview({ id, reward }: { id: number; reward: number }) {
  const router = useRouter();
  const form = useFormState();

  async function review(action: 'approve' | 'reject') {
    const reviewed = await form.submit(
      () => apiRequest<FeedbackReviewed>('/api/operator/feedback', { method: 'POST', body: { action, id } }),
      action === 'approve' ? `Approved: ${reward} RT credited.` : 'Rejected.',
    );
    if (reviewed) router.refresh();
  }

  const button = 'rounded border px-3 py-1 font-mono text-sm disabled:opacity-60';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={() => review('approve')}
        disabled={form.saving}
        className={`${button} border-neon-green text-neon-green hover:bg-neon-green/10`}
      >
        Approve #{id}
      </button>
      <button
        type="button"
        onClick={() => review('reject')}
        disabled={form.saving}
        className={`${button} border-neon-pink text-neon-pink hover:bg-neon-pink/10`}
      >
        Reject #{id}
      </button>
      <FormStatus state={form.state} />
    </div>
  );
}
