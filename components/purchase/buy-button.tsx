'use client';

import { useId } from 'react';
import { SignInModal } from '@/components/wallet/sign-in-modal';
import { CONNECT_TO_BUY } from '@/lib/rules/order-holds';
import type { offerNote } from '@/lib/rules/offer';
import { PAYMENTS_NOT_ENABLED } from '@/lib/rules/payments';
import { BuyInstead } from './buy-instead';
import { useBuy } from './use-buy';
import { useNameHold } from './use-name-hold';

export type BuyUnavailable = NonNullable<ReturnType<typeof offerNote>>;

export interface BuyButtonProps {
  slug: string;
  /** Whether this mall takes payments (SELLER_WALLET set); when not, the button is off and says so. */
  paymentsEnabled: boolean;
  /**
   * Set for a name Buy cannot order (`offerNote(saleOffer(domain))`): the button is off, says why and links to
   * where the name can be had instead, if anywhere.
   */
  unavailable?: BuyUnavailable | null;
  /** Where a buyer can write to the seller when the mall takes no payments (a direct-message link), if anywhere. */
  sellerMessageUrl?: string | null;
  label?: string;
  /** The accessible name when the visible label alone is ambiguous (a card's "Buy"). */
  accessibleName?: string;
  className?: string;
  onOrdered?: () => void;
}

/** Every Buy that cannot buy looks the same: dimmed, with the not-allowed cursor (docs/product.md §2). */
const OFF_LOOK = 'disabled:cursor-not-allowed disabled:opacity-60';
const defaultClass =
  'inline-flex items-center rounded border border-neon-green px-4 py-2 font-mono text-sm text-neon-green transition-colors hover:bg-neon-green/10 disabled:hover:bg-transparent';

/** Buy for one exact name: opens a Solana Pay order for it and goes to its order page. */
export function BuyButton({
  slug,
  paymentsEnabled,
  unavailable = null,
  sellerMessageUrl = null,
  label = 'Buy',
  accessibleName,
  className = defaultClass,
  onOrdered,
}: BuyButtonProps) {
  const noteId = useId();
  const { busy, failure, needsWallet, pickerOpen, buy, closePicker, onSignedIn } = useBuy(slug, onOrdered);
  const closed = !unavailable && !paymentsEnabled;
  // Another buyer's open order holds the name: Buy stays off until the hold ends (docs/product.md "Holds").
  const held = useNameHold(slug, paymentsEnabled && !unavailable);
  const message = unavailable?.message ?? (closed ? PAYMENTS_NOT_ENABLED : (held ?? failure));

  return (
    <div className="inline-flex flex-col items-start gap-1">
      <button
        type="button"
        onClick={buy}
        disabled={busy || Boolean(unavailable) || closed || held !== null}
        aria-label={accessibleName}
        aria-describedby={message ? noteId : undefined}
        className={`${className} ${OFF_LOOK}`}
      >
        {busy ? 'Opening order…' : needsWallet ? CONNECT_TO_BUY : label}
      </button>
      <SignInModal open={pickerOpen} onClose={closePicker} title={CONNECT_TO_BUY} onSignedIn={onSignedIn} />
      {message ? (
        <span id={noteId} role="status" className="font-mono text-xs text-neon-yellow">
          {message}
        </span>
      ) : null}
      <BuyInstead unavailable={unavailable} closed={closed} sellerMessageUrl={sellerMessageUrl} />
    </div>
  );
}
