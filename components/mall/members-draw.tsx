'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { apiRequest, failureMessage } from '@/components/api/client';
import { openOrder } from '@/components/purchase/open-order';
import { IntentLink } from '@/components/navigation/intent-link';
import { publishTicketBalance, useTicketBalance } from '@/components/tickets/live-balance';
import type { MemberDraw, MemberDrawAnswer, PoolName } from '@/lib/commerce/draws/mall-draw';
import { formatSol, lamportsToSol } from '@/lib/rules/money';
import { MALL_DRAW_COST, MALL_DRAW_NEEDS_TICKETS } from '@/lib/rules/mall-floor';
import { PAYMENTS_NOT_ENABLED } from '@/lib/rules/payments';

const sol = (lamports: string) => formatSol(lamportsToSol(lamports));

async function requestDraw(): Promise<MemberDrawAnswer | { message: string }> {
  const result = await apiRequest<Partial<MemberDrawAnswer>>('/api/mall/draw', { method: 'POST' });
  if (result.ok && result.data.draw && typeof result.data.balance === 'number')
    return { draw: result.data.draw, balance: result.data.balance };
  return { message: result.ok ? 'The draw failed. Please try again.' : failureMessage(result) };
}

/** The members' draw: the server draws and charges; this only asks, shows the result and opens its order. */
export function MembersDraw({
  initialDraw,
  initialBalance,
  pool,
  paymentsEnabled,
}: {
  initialDraw: MemberDraw | null;
  initialBalance: number;
  pool: PoolName[];
  paymentsEnabled: boolean;
}) {
  const router = useRouter();
  const [draw, setDraw] = useState(initialDraw);
  const balance = useTicketBalance(initialBalance);
  const [busy, setBusy] = useState<'draw' | 'buy' | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  async function drawAgain() {
    setBusy('draw');
    setMessage(null);
    const answer = await requestDraw();
    setBusy(null);
    if ('message' in answer) return setMessage(answer.message);
    setDraw(answer.draw);
    publishTicketBalance(answer.balance);
  }

  async function buy(current: MemberDraw) {
    if (!paymentsEnabled) return setMessage(PAYMENTS_NOT_ENABLED);
    setBusy('buy');
    setMessage(null);
    const answer = await openOrder(current.slug, current.id);
    setBusy(null);
    if (!answer.ok) return setMessage(answer.message);
    router.push(`/orders/${answer.id}`);
  }

  const short = balance < MALL_DRAW_COST;
  // A mall that cannot sell draws nothing (the server refuses too, before a ticket is taken).
  const note = message ?? (!paymentsEnabled ? PAYMENTS_NOT_ENABLED : short ? MALL_DRAW_NEEDS_TICKETS : null);

  return (
    <div className="mt-3 space-y-3 rounded-lg border border-neon-pink/40 bg-panel p-5" data-testid="members-draw">
      {draw ? (
        <div aria-live="polite" data-testid="members-draw-result">
          <p className="text-ink">
            <IntentLink href={`/domains/${draw.slug}`} className="font-mono hover:underline">
              {draw.name}
            </IntentLink>{' '}
            at {draw.percent}% off: <strong className="text-neon-green">{sol(draw.priceLamports)}</strong>{' '}
            <span className="text-dim line-through">{sol(draw.listedLamports)}</span>
          </p>
          <button
            type="button"
            onClick={() => buy(draw)}
            disabled={busy !== null}
            className="mt-2 rounded border border-neon-green px-4 py-2 font-mono text-sm text-neon-green hover:bg-neon-green/10 disabled:opacity-60"
          >
            {busy === 'buy' ? 'Opening order…' : `Buy at ${sol(draw.priceLamports)}`}
          </button>
        </div>
      ) : (
        <p className="text-dim">No draw yet.</p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={drawAgain}
          disabled={busy !== null || pool.length === 0 || short || !paymentsEnabled}
          aria-describedby={note ? 'members-draw-note' : undefined}
          className="rounded border border-neon-pink px-4 py-2 font-mono text-sm text-neon-pink hover:bg-neon-pink/10 disabled:opacity-60"
        >
          {busy === 'draw' ? 'Drawing…' : `Draw for ${MALL_DRAW_COST} RT`}
        </button>
      </div>
      {note ? (
        <p id="members-draw-note" role="status" className="font-mono text-sm text-neon-yellow">
          {note}{' '}
          {short && !message && paymentsEnabled ? (
            <IntentLink href="/retail-tickets" className="underline">
              Earn Retail Tickets
            </IntentLink>
          ) : null}
        </p>
      ) : null}
      <p className="text-xs text-dim">
        In the draw:{' '}
        {pool.length === 0
          ? 'no vault names are on sale right now.'
          : pool.map((name, i) => (
              <span key={name.slug}>
                {i > 0 ? ', ' : ''}
                {name.name} ({name.price})
              </span>
            ))}
      </p>
    </div>
  );
}
