'use client';

import { apiRequest } from '@/components/api/client';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { publishTicketBalance, useTicketBalance } from './live-balance';
import { SPIN_WHEEL_PRIZES } from '@/lib/rules/spin-wheel';
import { VOUCHER_RULES } from '@/lib/rules/vouchers';
import { canSpinWheel, SPIN_FAILED, SPIN_NEEDS_TICKETS, SPIN_WHEEL_COST } from '@/lib/rules/tickets';
import type { SpinAnswer } from '@/lib/tickets/spin';

const SEGMENT_COLOURS = ['#22d3ee', '#ff5fb8', '#4ade80', '#c084fc', '#facc15', '#f87171', '#38bdf8', '#fb923c'];
const SEGMENT_DEG = 360 / SPIN_WHEEL_PRIZES.length;
const SPIN_MS = 3000;
const WHEEL_BACKGROUND = `conic-gradient(${SPIN_WHEEL_PRIZES.map(
  (_, i) => `${SEGMENT_COLOURS[i % SEGMENT_COLOURS.length]} ${i * SEGMENT_DEG}deg ${(i + 1) * SEGMENT_DEG}deg`,
).join(', ')})`;

/** The wheel animates the server's answer; the prize is drawn on the server (provably fair). */
export function SpinWheel({ wallet, balance: initialBalance }: { wallet: string; balance: number }) {
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
      const index = Math.max(
        0,
        SPIN_WHEEL_PRIZES.findIndex((p) => p.label === answer.prize.label),
      );
      const target = 360 - (index * SEGMENT_DEG + SEGMENT_DEG / 2);
      pending.current = answer;
      publishTicketBalance(balance - SPIN_WHEEL_COST);
      setRotation((current) => current + 5 * 360 + ((target - (current % 360) + 360) % 360));
      window.setTimeout(finish, SPIN_MS + 300);
    } catch {
      setError(SPIN_FAILED);
      setSpinning(false);
    }
  }

  const enabled = canSpinWheel(balance, spinning);
  return (
    <section aria-labelledby="wheel-heading" className="rounded-lg border border-neon-pink/50 bg-panel p-4 sm:p-6">
      <h2 id="wheel-heading" className="font-display text-xl text-neon-pink">
        Spin the wheel
      </h2>
      <p className="mt-1 text-sm text-dim">
        {SPIN_WHEEL_COST} RT a spin. Balance:{' '}
        <span className="font-mono text-neon-yellow" data-testid="wheel-balance">
          {balance} RT
        </span>
      </p>
      <div className="mt-4 grid items-center gap-6 sm:grid-cols-[auto_1fr]">
        <div className="relative mx-auto h-56 w-56">
          <div aria-hidden="true" className="absolute -top-1 left-1/2 z-10 -translate-x-1/2 text-2xl text-ink">
            ▼
          </div>
          <div
            aria-hidden="true"
            onTransitionEnd={finish}
            className="h-full w-full rounded-full border-4 border-edge shadow-[0_0_30px_rgb(255_95_184/0.3)]"
            style={{
              background: WHEEL_BACKGROUND,
              transform: `rotate(${rotation}deg)`,
              transition: `transform ${SPIN_MS}ms cubic-bezier(0.15, 0.85, 0.25, 1)`,
            }}
          />
        </div>
        <ol className="grid gap-1 text-sm" aria-label="Prizes on the wheel">
          {SPIN_WHEEL_PRIZES.map((prize, i) => (
            <li key={prize.id} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="inline-block h-3 w-3 rounded-sm"
                style={{ background: SEGMENT_COLOURS[i % SEGMENT_COLOURS.length] }}
              />
              <span>{prize.label}</span>
              <span className="text-dim">· {prize.rarity}</span>
            </li>
          ))}
        </ol>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={spin}
          disabled={!enabled}
          className="rounded border border-neon-pink px-5 py-2 font-display tracking-wider text-neon-pink hover:bg-neon-pink/10 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {spinning ? 'SPINNING…' : 'SPIN'}
        </button>
        {!spinning && balance < SPIN_WHEEL_COST ? <span className="text-sm text-dim">{SPIN_NEEDS_TICKETS}</span> : null}
      </div>
      <p aria-live="polite" className="mt-3 min-h-6">
        {result ? (
          <span data-testid="spin-result" className="text-neon-green">
            You won {result.prize.label} <span className="text-dim">({result.prize.rarity})</span>
            {result.voucherCode ? (
              <>
                {' '}
                · code <span className="font-mono">{result.voucherCode}</span>: {VOUCHER_RULES['scav-rack'].percent}%
                off {VOUCHER_RULES['scav-rack'].where}
              </>
            ) : null}
          </span>
        ) : null}
        {error ? (
          <span role="alert" className="text-neon-red">
            {error}
          </span>
        ) : null}
      </p>
    </section>
  );
}
