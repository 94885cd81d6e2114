'use client';
import { useState } from 'react';
import { RESPIN_COST, RESPINS_PER_DOMAIN, canRespin } from '@/lib/rules/tickets';
import { countOf } from '@/lib/rules/labels';
import { useRouter } from 'next/navigation';
import { openOrder } from '@/components/purchase/open-order';
import { PAYMENTS_NOT_ENABLED } from '@/lib/rules/payments';
import type { ScavItem } from './scav-item';
import { SlotDraw } from './slot-draw';
import { useSlotDraw } from './use-slot-draw';

const FREE_DRAW_NOTE = 'A FREE draw is not paid on chain: message the seller from the Contact page to claim it.';

export interface SlotMachineProps {
  item: ScavItem;
  /** The signed-in wallet's Retail Tickets, or null when nobody is signed in (respins need a wallet). */
  tickets: number | null;
  onTicketsLeft: (tickets: number) => void;
  paymentsEnabled: boolean;
  onClose: () => void;
}

/**
 * The slot-machine purchase modal: spins by itself after 100 ms for 1.5 s, the symbols changing every 80 ms. The draw
 * is the server's (kept for this browser and name); Purchase opens a Solana Pay order at the drawn price.
 */
export function SlotMachineModal({ item, tickets, onTicketsLeft, paymentsEnabled, onClose }: SlotMachineProps) {
  const router = useRouter();
  const { dialog, phase, elapsed, result, respinsUsed, error, orderNote, setOrderNote, spin } = useSlotDraw(
    item.slug,
    onTicketsLeft,
  );
  const [ordering, setOrdering] = useState(false);
  const [voucher, setVoucher] = useState('');

  const purchase = async () => {
    if (!result) return;
    if (!paymentsEnabled) return setOrderNote(PAYMENTS_NOT_ENABLED);
    if (result.outcome.kind === 'FREE') return setOrderNote(FREE_DRAW_NOTE);
    setOrdering(true);
    const answer = await openOrder(item.slug, result.drawId, voucher);
    setOrdering(false);
    if (!answer.ok) return setOrderNote(answer.message);
    router.push(`/orders/${answer.id}`);
  };
  const respinAllowed = phase === 'result' && tickets !== null && canRespin(tickets, respinsUsed);
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
      <SlotDraw phase={phase} elapsed={elapsed} result={result} respinsUsed={respinsUsed} error={error} />
      {phase === 'result' && result && result.outcome.kind !== 'FREE' ? (
        <label className="mt-2 block text-center font-mono text-xs text-dim">
          Voucher code (optional)
          <input
            type="text"
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            value={voucher}
            onChange={(event) => setVoucher(event.target.value)}
            className="mx-auto mt-1 block w-56 rounded border border-edge bg-void px-2 py-1 text-ink uppercase"
          />
        </label>
      ) : null}
      {orderNote ? (
        <p role="alert" className="mt-2 text-center font-mono text-xs text-neon-yellow" data-testid="slot-order-note">
          {orderNote}
        </p>
      ) : null}
      <p className="mt-2 text-center font-mono text-xs text-dim" data-testid="slot-meta">
        {tickets === null
          ? `Sign in with your wallet to respin (${countOf(RESPIN_COST, 'Retail Ticket')} each)`
          : `Tickets: ${tickets}`}{' '}
        · Respins used: {respinsUsed}/{RESPINS_PER_DOMAIN}
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
              disabled={phase !== 'result' || ordering}
              onClick={() => void purchase()}
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
              Respin ({countOf(RESPIN_COST, 'ticket')})
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
