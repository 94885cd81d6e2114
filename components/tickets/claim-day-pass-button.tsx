'use client';

import { apiRequest } from '@/components/api/client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { DAY_PASS_PAGE_ERROR, DAY_PASS_SUCCESS, DAY_PASS_UPDATE_FAILED } from '@/lib/rules/day-pass';
import { publishTicketBalance } from './live-balance';
import { DAY_PASS_COST } from '@/lib/rules/tickets';

/** The page's own words first ('Failed to claim day pass', or 'Error claiming day pass' when nothing answered), then why. */
function failureMessage(status: number | null, reason: string | null | undefined): string {
  if (status === null) return DAY_PASS_PAGE_ERROR;
  if (!reason || reason === DAY_PASS_UPDATE_FAILED) return DAY_PASS_UPDATE_FAILED;
  return `${DAY_PASS_UPDATE_FAILED}: ${reason}`;
}

/** What /api/day-pass answers a claim with. */
export interface DayPassClaimed {
  newBalance: number;
  retailpassExpiry: string;
}

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done' } | { kind: 'error'; message: string };

/** Spends 1 RT on a 24-hour pass, shows 'Day pass claimed successfully!' and hands the new pass to the page. */
export function ClaimDayPassButton({
  balance,
  onClaimed,
}: {
  balance: number;
  onClaimed: (claimed: DayPassClaimed) => void;
}) {
  const router = useRouter();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function claim() {
    setStatus({ kind: 'busy' });
    try {
      const result = await apiRequest<DayPassClaimed>('/api/day-pass', {
        method: 'POST',
        headers: { 'idempotency-key': crypto.randomUUID() },
      });
      if (!result.ok) {
        setStatus({ kind: 'error', message: failureMessage(result.status, result.message) });
        return;
      }
      setStatus({ kind: 'done' });
      onClaimed(result.data);
      publishTicketBalance(result.data.newBalance);
      router.refresh();
    } catch {
      setStatus({ kind: 'error', message: DAY_PASS_PAGE_ERROR });
    }
  }

  const tooPoor = balance < DAY_PASS_COST;
  return (
    <div className="grid gap-2">
      <button
        type="button"
        onClick={claim}
        disabled={status.kind === 'busy' || tooPoor}
        className="w-fit rounded border border-neon-green px-4 py-2 font-mono text-sm text-neon-green hover:bg-neon-green/10 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {status.kind === 'busy' ? 'Claiming…' : `Claim Day Pass (${DAY_PASS_COST} RT)`}
      </button>
      <p aria-live="polite" className="min-h-5 text-sm">
        {status.kind === 'done' ? <span className="text-neon-green">{DAY_PASS_SUCCESS}</span> : null}
        {status.kind === 'error' ? (
          <span role="alert" className="text-neon-red">
            {status.message}
          </span>
        ) : null}
        {status.kind === 'idle' && tooPoor ? (
          <span className="text-dim">You need at least {DAY_PASS_COST} Retail Ticket for a day pass.</span>
        ) : null}
      </p>
    </div>
  );
}
