'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { NAME_NOT_FOR_SALE, PAYMENTS_NOT_ENABLED } from '@/lib/rules/payments';
import { openOrder } from './open-order';

export interface BuyButtonProps {
  slug: string;
  /** Whether this mall takes payments (SELLER_WALLET set); when not, the button says so instead of ordering. */
  paymentsEnabled: boolean;
  /** False for a name that cannot be ordered (sold, not for sale, unpriced): the button is off and says so. */
  forSale?: boolean;
  label?: string;
  /** The accessible name when the visible label alone is ambiguous (a card's "Buy"). */
  accessibleName?: string;
  className?: string;
  onOrdered?: () => void;
}

const defaultClass =
  'inline-flex items-center rounded border border-neon-green px-4 py-2 font-mono text-sm text-neon-green transition-colors hover:bg-neon-green/10 disabled:cursor-not-allowed disabled:opacity-60';

/** Buy for one exact name: opens a Solana Pay order for it and goes to its order page. */
export function BuyButton({
  slug,
  paymentsEnabled,
  forSale = true,
  label = 'Buy',
  accessibleName,
  className = defaultClass,
  onOrdered,
}: BuyButtonProps) {
  const router = useRouter();
  const noteId = useId();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(
    !forSale ? NAME_NOT_FOR_SALE : paymentsEnabled ? null : PAYMENTS_NOT_ENABLED,
  );

  async function buy() {
    if (!paymentsEnabled) return setMessage(PAYMENTS_NOT_ENABLED);
    setBusy(true);
    setMessage(null);
    try {
      const answer = await openOrder(slug);
      if (!answer.ok) return setMessage(answer.message);
      onOrdered?.();
      router.push(`/orders/${answer.id}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <span className="inline-flex flex-col items-start gap-1">
      <button
        type="button"
        onClick={buy}
        disabled={busy || !forSale}
        aria-label={accessibleName}
        aria-describedby={message ? noteId : undefined}
        className={className}
      >
        {busy ? 'Opening order…' : label}
      </button>
      {message ? (
        <span id={noteId} role="status" className="font-mono text-xs text-neon-yellow">
          {message}
        </span>
      ) : null}
    </span>
  );
}
