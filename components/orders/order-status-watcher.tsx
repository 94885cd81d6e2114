'use client';

import { apiRequest } from '@/components/api/client';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';

const POLL_MS = 2500;

/**
 * Asks for the order's status every few seconds while it waits for payment (asking also checks the chain), and
 * re-renders the page when the status changes, so the buyer sees "Paid" without reloading.
 */
export function OrderStatusWatcher({ orderId, status }: { orderId: string; status: string }) {
  const router = useRouter();
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (status !== 'awaiting_payment') return;
    let stopped = false;
    const timer = setInterval(async () => {
      const result = await apiRequest<{ status: string; notice: string | null }>(`/api/orders/${orderId}`);
      if (stopped) return;
      if (!result.ok) {
        if (result.status === null) setNotice('Checking the payment status failed; retrying.');
        return;
      }
      setNotice(result.data.notice);
      if (result.data.status !== status) router.refresh();
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [orderId, status, router]);
  return notice ? (
    <p role="status" className="mt-3 font-mono text-xs text-neon-yellow" data-testid="order-notice">
      {notice}
    </p>
  ) : null;
}
