'use client';

import { landingReels, reelSymbolAt } from '@/lib/rules/slot-machine';
import type { SlotPhase, SlotResult } from './use-slot-draw';

const REEL_OFFSETS = [0, 3, 5];

/** The three reels (turning while the draw spins, then landing on the drawn ones) and the price read out below. */
export function SlotDraw({
  phase,
  elapsed,
  result,
  respinsUsed,
  error,
}: {
  phase: SlotPhase;
  elapsed: number;
  result: SlotResult | null;
  respinsUsed: number;
  error: string;
}) {
  const spinning = phase === 'spinning' || phase === 'waiting';
  return (
    <>
      <div className="mt-4 flex justify-center gap-3" aria-hidden="true">
        {REEL_OFFSETS.map((offset, reel) => (
          <span
            key={offset}
            data-testid="slot-reel"
            className="grid size-16 place-items-center rounded-lg border border-edge bg-void text-4xl scanlines"
          >
            {phase === 'result' && result
              ? landingReels(`${result.drawId}:${respinsUsed}`)[reel]
              : reelSymbolAt(elapsed, offset)}
          </span>
        ))}
      </div>
      <div role="status" aria-live="polite" className="mt-4 min-h-16 text-center">
        {spinning ? (
          <p className="font-mono text-neon-cyan">Spinning...</p>
        ) : phase === 'error' ? (
          <p className="text-neon-red">{error}</p>
        ) : result ? (
          <>
            <p className="font-mono text-sm text-dim">Your price</p>
            <p className="font-display text-3xl text-neon-green neon-text" data-testid="slot-result">
              {result.outcome.label}
            </p>
            {result.outcome.kind === 'FREE' ? (
              <p className="mt-1 font-mono text-sm text-neon-yellow">JACKPOT! This one is free.</p>
            ) : null}
          </>
        ) : null}
      </div>
    </>
  );
}
