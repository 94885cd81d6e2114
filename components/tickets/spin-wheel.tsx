'use client';

import { VOUCHER_RULES } from '@/lib/rules/vouchers';
import { canSpinWheel, SPIN_NEEDS_TICKETS, SPIN_WHEEL_COST } from '@/lib/rules/tickets';
import { PrizeWheel } from './prize-wheel';
import { useSpinWheel } from './use-spin-wheel';

/** The wheel animates the server's answer; the prize is drawn on the server (provably fair). */
export function SpinWheel({ wallet, balance: initialBalance }: { wallet: string; balance: number }) {
  const { balance, spinning, rotation, result, error, spin, finish } = useSpinWheel(wallet, initialBalance);
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
      <PrizeWheel rotation={rotation} onTurned={finish} />
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
