'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { SLOT_AUTO_START_MS, SLOT_SPIN_MS, SLOT_SYMBOL_MS, type SlotOutcome } from '@/lib/rules/slot-machine';
import type { SlotTicketAwards } from '@/lib/rules/tickets';
import { requestDraw } from './request-draw';

export type SlotPhase = 'waiting' | 'spinning' | 'result' | 'error';
export type SlotResult = { drawId: string; outcome: SlotOutcome; awards: SlotTicketAwards };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One name's slot draw in its dialog: the dialog opens and spins by itself after 100 ms for 1.5 s, `elapsed` ticking
 * every 80 ms for the reels; `spin(true)` is a respin. The draw is the server's (kept for this browser and name).
 * `orderNote` is what the last purchase said; a new spin clears it.
 */
export function useSlotDraw(slug: string, onTicketsLeft: (tickets: number) => void) {
  const dialog = useRef<HTMLDialogElement>(null);
  const alive = useRef(true);
  const [phase, setPhase] = useState<SlotPhase>('waiting');
  const [elapsed, setElapsed] = useState(0);
  const [result, setResult] = useState<SlotResult | null>(null);
  const [respinsUsed, setRespinsUsed] = useState(0);
  const [error, setError] = useState('');
  const [orderNote, setOrderNote] = useState('');
  const spin = useCallback(
    async (respin: boolean) => {
      setPhase('spinning');
      setError('');
      const started = performance.now();
      const ticker = setInterval(() => setElapsed(performance.now() - started), SLOT_SYMBOL_MS);
      setOrderNote('');
      const [answer] = await Promise.all([requestDraw(slug, respin), sleep(SLOT_SPIN_MS)]);
      clearInterval(ticker);
      if (!alive.current) return;
      if (!answer.ok) {
        setError(answer.message);
        setPhase('error');
        return;
      }
      if (answer.ticketsLeft !== null) onTicketsLeft(answer.ticketsLeft);
      setRespinsUsed(answer.respinsUsed);
      setResult({ drawId: answer.drawId, outcome: answer.outcome, awards: answer.awards });
      setPhase('result');
    },
    [slug, onTicketsLeft],
  );

  // The dialog is removed rather than closed, so the browser does not hand focus back: this does, to the card's
  // button that opened it (on Esc and on Close alike).
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    alive.current = true;
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
    const timer = setTimeout(() => void spin(false), SLOT_AUTO_START_MS);
    return () => {
      alive.current = false;
      clearTimeout(timer);
    };
  }, [spin]);
  return { dialog, phase, elapsed, result, respinsUsed, error, orderNote, setOrderNote, spin };
}
