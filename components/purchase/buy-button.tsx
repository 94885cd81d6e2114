'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useId, useState } from 'react';
import { Modal } from '@/components/layout/modal';
import { IntentLink } from '@/components/navigation/intent-link';
import { WALLET_SESSION_EVENT } from '@/components/wallet/use-wallet-session';
import { WalletPicker } from '@/components/wallet/wallet-picker';
import { CONNECT_TO_BUY } from '@/lib/rules/order-holds';
import type { offerNote } from '@/lib/rules/offer';
import { PAYMENTS_NOT_ENABLED } from '@/lib/rules/payments';
import { openOrder } from './open-order';
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
  const router = useRouter();
  const noteId = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // An order is held for a signed-in wallet: a signed-out visitor is asked to connect one, then the order is opened.
  const [needsWallet, setNeedsWallet] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const closed = !unavailable && !paymentsEnabled;
  // Another buyer's open order holds the name: Buy stays off until the hold ends (docs/product.md "Holds").
  const held = useNameHold(slug, paymentsEnabled && !unavailable);
  const message = unavailable?.message ?? (closed ? PAYMENTS_NOT_ENABLED : (held ?? failure));

  async function buy() {
    if (needsWallet) return setPickerOpen(true);
    setBusy(true);
    setFailure(null);
    try {
      const answer = await openOrder(slug);
      if (!answer.ok && answer.code === 'sign_in_required') {
        setNeedsWallet(true);
        setPickerOpen(true);
        return;
      }
      if (!answer.ok) return setFailure(answer.message);
      onOrdered?.();
      router.push(`/orders/${answer.id}`);
    } finally {
      setBusy(false);
    }
  }

  const closePicker = useCallback(() => setPickerOpen(false), []);
  const onSignedIn = (wallet: string) => {
    setPickerOpen(false);
    setNeedsWallet(false);
    window.dispatchEvent(new CustomEvent<string | null>(WALLET_SESSION_EVENT, { detail: wallet }));
    void buyAfterSignIn();
  };
  async function buyAfterSignIn() {
    setBusy(true);
    try {
      const answer = await openOrder(slug);
      if (!answer.ok) return setFailure(answer.message);
      onOrdered?.();
      router.push(`/orders/${answer.id}`);
    } finally {
      setBusy(false);
    }
  }

  const instead = unavailable?.href
    ? { href: unavailable.href, label: unavailable.linkLabel ?? unavailable.href, external: false }
    : closed && sellerMessageUrl
      ? { href: sellerMessageUrl, label: 'Message the seller', external: true }
      : null;

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
      <Modal
        open={pickerOpen}
        onClose={closePicker}
        title={CONNECT_TO_BUY}
        subtitle="Sign a message to prove the wallet is yours. No transaction, no fee."
      >
        {pickerOpen ? <WalletPicker onSignedIn={onSignedIn} /> : null}
      </Modal>
      {message ? (
        <span id={noteId} role="status" className="font-mono text-xs text-neon-yellow">
          {message}
        </span>
      ) : null}
      {instead ? (
        instead.external ? (
          <a
            href={instead.href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-mono text-xs text-neon-cyan underline"
          >
            {instead.label}
          </a>
        ) : (
          <IntentLink href={instead.href} className="font-mono text-xs text-neon-cyan underline">
            {instead.label}
          </IntentLink>
        )
      ) : null}
    </div>
  );
}
