'use client';

import { apiRequest } from '@/components/api/client';
import type { OrderStatusView } from '@/lib/commerce/orders/order-status';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';

const POLL_MS = 2500;

/**
 * Asks for the order's status every few seconds while it waits for payment (the server reads it from its shared scan
 * of the seller) or, once paid, while its name is being delivered; shows what the server says about it (money received so far, a payment that did not count, the
 * network's state), and re-renders the page when the status or the amount received changes.
 */
export function OrderStatusWatcher({
  orderId,
  status,
  countedLamports,
  initialNotice,
}: {
  orderId: string;
  status: string;
  countedLamports: string;
  initialNotice: string | null;
}) {
  const router = useRouter();
  const [notice, setNotice] = useState<string | null>(initialNotice);
  useEffect(() => {
    let stopped = false;
    const timer = setInterval(async () => {
      const result = await apiRequest<OrderStatusView>(`/api/orders/${orderId}`);
      if (stopped) return;
      if (!result.ok) {
        if (result.status === null) setNotice('Checking the payment status failed; retrying.');
        return;
      }
      if (result.data.notice || status === 'awaiting_payment') setNotice(result.data.notice);
      if (result.data.status !== status || result.data.countedLamports !== countedLamports) router.refresh();
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [orderId, status, countedLamports, router]);
  return notice ? (
    <p role="status" className="mt-3 font-mono text-xs text-neon-yellow" data-testid="order-notice">
      {notice}
    </p>
  ) : null;
}
