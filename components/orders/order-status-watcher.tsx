'use client';

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
      try {
        const response = await fetch(`/api/orders/${orderId}`, { cache: 'no-store' });
        if (!response.ok || stopped) return;
        const body = (await response.json()) as { status: string; notice: string | null };
        setNotice(body.notice);
        if (body.status !== status) router.refresh();
      } catch {
        setNotice('Checking the payment status failed; retrying.');
      }
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
