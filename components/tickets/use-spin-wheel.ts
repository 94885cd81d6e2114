'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { apiRequest } from '@/components/api/client';
import { SPIN_FAILED, SPIN_WHEEL_COST } from '@/lib/rules/tickets';
import type { SpinAnswer } from '@/lib/tickets/spin';
import { publishTicketBalance, useTicketBalance } from './live-balance';
import { landingRotation, SPIN_MS } from './prize-wheel';

/**
 * One wallet's spins: `spin` asks the server for the prize (drawn there, provably fair) and turns the wheel to it;
 * `finish`, once the wheel stops (or a moment after, should the transition not end), shows the prize and the balance.
 */
export function useSpinWheel(wallet: string, initialBalance: number) {
  const router = useRouter();
  const balance = useTicketBalance(initialBalance);
  const [spinning, setSpinning] = useState(false);
  const [rotation, setRotation] = useState(0);
  const [result, setResult] = useState<SpinAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pending = useRef<SpinAnswer | null>(null);

  function finish() {
    const answer = pending.current;
    if (!answer) return;
    pending.current = null;
    setSpinning(false);
    setResult(answer);
    publishTicketBalance(answer.newBalance);
    router.refresh();
  }

  async function spin() {
    setSpinning(true);
    setResult(null);
    setError(null);
    try {
      const result = await apiRequest<SpinAnswer>('/api/spin-wheel', {
        method: 'POST',
        headers: { 'idempotency-key': crypto.randomUUID() },
        body: { wallet, tickets: balance },
      });
      if (!result.ok) {
        setError(result.message ?? SPIN_FAILED);
        setSpinning(false);
        return;
      }
      const answer = result.data;
      pending.current = answer;
      publishTicketBalance(balance - SPIN_WHEEL_COST);
      setRotation((current) => landingRotation(current, answer.prize.label));
      window.setTimeout(finish, SPIN_MS + 300);
    } catch {
      setError(SPIN_FAILED);
      setSpinning(false);
    }
  }
  return { balance, spinning, rotation, result, error, spin, finish };
}
