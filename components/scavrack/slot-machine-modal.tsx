'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  SLOT_AUTO_START_MS,
  SLOT_SPIN_MS,
  SLOT_SYMBOL_MS,
  reelSymbolAt,
  type SlotOutcome,
} from '@/lib/rules/slot-machine';
import { RESPINS_PER_DOMAIN, canRespin, type SlotTicketAwards } from '@/lib/rules/tickets';
import { requestDraw } from './request-draw';
import type { ScavItem } from './scav-item';

type Phase = 'waiting' | 'spinning' | 'result' | 'error';
const REEL_OFFSETS = [0, 3, 5];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface SlotMachineProps {
  item: ScavItem;
  tickets: number;
  respinsUsed: number;
  payRespin: (slug: string) => boolean;
  addTickets: (count: number) => number;
  onPurchase: (outcome: SlotOutcome, ticketsEarned: number) => void;
  onClose: () => void;
}

/** The slot-machine purchase modal: spins by itself after 100 ms for 1.5 s, the symbols changing every 80 ms. */
export function SlotMachineModal({
  item,
  tickets,
  respinsUsed,
  payRespin,
  addTickets,
  onPurchase,
  onClose,
}: SlotMachineProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const alive = useRef(true);
  const [phase, setPhase] = useState<Phase>('waiting');
  const [elapsed, setElapsed] = useState(0);
  const [result, setResult] = useState<{ outcome: SlotOutcome; awards: SlotTicketAwards } | null>(null);
  const [error, setError] = useState('');

  const spin = useCallback(
    async (respin: boolean) => {
      setPhase('spinning');
      setError('');
      const started = performance.now();
      const ticker = setInterval(() => setElapsed(performance.now() - started), SLOT_SYMBOL_MS);
      const [answer] = await Promise.all([requestDraw(item.slug), sleep(SLOT_SPIN_MS)]);
      clearInterval(ticker);
      if (!alive.current) return;
      if (!answer.ok) {
        setError(answer.message);
        setPhase('error');
        return;
      }
      if (respin) payRespin(item.slug);
      if (answer.awards.onDraw > 0) addTickets(answer.awards.onDraw);
      setResult({ outcome: answer.outcome, awards: answer.awards });
      setPhase('result');
    },
    [item.slug, payRespin, addTickets],
  );

  useEffect(() => {
    alive.current = true;
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
    const timer = setTimeout(() => void spin(false), SLOT_AUTO_START_MS);
    return () => {
      alive.current = false;
      clearTimeout(timer);
    };
  }, [spin]);

  const purchase = () => {
    if (!result) return;
    addTickets(result.awards.onPurchase);
    onPurchase(result.outcome, result.awards.onPurchase);
  };
  const respinAllowed = phase === 'result' && canRespin(tickets, respinsUsed);
  const spinning = phase === 'spinning' || phase === 'waiting';
  const buttonBase = 'rounded px-4 py-2 font-mono text-sm font-bold disabled:cursor-not-allowed disabled:opacity-60';

  return (
    <dialog
      ref={dialog}
      aria-labelledby="slot-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(92vw,28rem)] rounded-xl border border-neon-pink/60 bg-panel p-6 text-ink backdrop:bg-void/80"
    >
      <h2 id="slot-title" className="font-display text-xl text-neon-pink">
        Scav Slot · {item.name}
      </h2>
      <div className="mt-4 flex justify-center gap-3" aria-hidden="true">
        {REEL_OFFSETS.map((offset) => (
          <span
            key={offset}
            className="grid size-16 place-items-center rounded-lg border border-edge bg-void text-4xl scanlines"
          >
            {reelSymbolAt(phase === 'result' ? 0 : elapsed, offset)}
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
            {result.awards.onDraw > 0 ? (
              <p className="mt-1 font-mono text-sm text-neon-yellow">JACKPOT! +{result.awards.onDraw} tickets</p>
            ) : null}
          </>
        ) : null}
      </div>
      <p className="mt-2 text-center font-mono text-xs text-dim" data-testid="slot-meta">
        Tickets: {tickets} · Respins used: {respinsUsed}/{RESPINS_PER_DOMAIN}
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        {phase === 'error' ? (
          <button type="button" onClick={() => void spin(false)} className={`${buttonBase} bg-neon-cyan text-void`}>
            Try again
          </button>
        ) : (
          <>
            <button
              type="button"
              disabled={phase !== 'result'}
              onClick={purchase}
              className={`${buttonBase} bg-neon-green text-void`}
            >
              {result ? `Purchase for ${result.outcome.label}` : 'Purchase'}
            </button>
            <button
              type="button"
              disabled={!respinAllowed}
              onClick={() => void spin(true)}
              className={`${buttonBase} border border-neon-yellow text-neon-yellow`}
            >
              Respin (1 ticket)
            </button>
          </>
        )}
        <button type="button" onClick={onClose} className={`${buttonBase} border border-edge text-ink`}>
          Close
        </button>
      </div>
    </dialog>
  );
}
