'use client';

import { useEffect, useState } from 'react';
import { formatCountdown, secondsLeft } from '@/lib/rules/payments';

/** Time left to pay, ticking every second; 'Expired' once it runs out. */
export function OrderCountdown({ expiresAt, initialSeconds }: { expiresAt: string; initialSeconds: number }) {
  const [left, setLeft] = useState(initialSeconds);
  useEffect(() => {
    const tick = () => setLeft(secondsLeft(expiresAt, new Date()));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return (
    <span data-testid="order-countdown" aria-live="off">
      {left > 0 ? formatCountdown(left) : 'Expired'}
    </span>
  );
}
