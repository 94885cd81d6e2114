'use client';
import { useNameHold } from '@/components/purchase/use-name-hold';
import { MintEmail } from './mint-email';
import { ReceiptForm } from './receipt-form';
import { useCheckout } from './use-checkout';
import { VoucherField } from './voucher-field';

/**
 * E-mail method → Buy & Mint (processing, success or error) → optional receipt. A name is minted only once it is
 * paid for (docs/payments-reference.md "Checkout and minting"): without `paidOrderId`, Buy & Mint opens the Solana Pay order
 * and goes to its page, which links back here to mint once the payment is confirmed. The e-mail is the mint's only:
 * optional before paying (kept for the mint step), required to mint, and not asked at all when minting is off.
 */
export function CheckoutForm({
  slug,
  name,
  priceLabel,
  paidOrderId,
  closedNoteId,
  minting,
  signedIn,
}: {
  slug: string;
  name: string;
  priceLabel: string;
  paidOrderId?: string;
  /** The id of the note saying why nothing can be ordered here (no seller wallet): Buy & Mint is off. */
  closedNoteId?: string;
  /** Whether this mall mints an NFT for a paid name (a minting provider is configured). */
  minting: boolean;
  /** Whether a wallet is signed in: a voucher needs one. */
  signedIn: boolean;
}) {
  const { email, setEmail, voucher, setVoucher, state, submit } = useCheckout({ slug, paidOrderId, minting });
  // Another buyer's open order holds the name: no new order until it ends (a paid order here mints, never orders).
  const held = useNameHold(slug, !paidOrderId && closedNoteId === undefined);

  if (state.kind === 'success') {
    return (
      <div role="status" className="rounded-lg border border-neon-green/60 bg-panel p-6">
        <h2 className="font-display text-2xl text-neon-green">Minted!</h2>
        <p className="mt-2 text-ink">
          {name} is on its way to the wallet linked to {email.trim()}.
        </p>
        <p className="mt-1 font-mono text-xs text-dim">Order {state.orderId}</p>
        <ReceiptForm slug={slug} orderId={state.orderId} defaultEmail={email.trim()} />
      </div>
    );
  }

  const processing = state.kind === 'processing';
  const action = minting ? 'Buy & Mint' : 'Buy';
  return (
    <form onSubmit={submit} noValidate className="panel p-6">
      {minting ? (
        <MintEmail
          email={email}
          onChange={setEmail}
          error={state.kind === 'invalid' ? state.message : null}
          paid={Boolean(paidOrderId)}
        />
      ) : null}
      {/* A voucher exists only where an order can be opened: not for a paid name, nor on a mall that cannot sell. */}
      {paidOrderId || closedNoteId !== undefined ? null : (
        <VoucherField voucher={voucher} onChange={setVoucher} signedIn={signedIn} />
      )}
      <button
        type="submit"
        disabled={processing || closedNoteId !== undefined || held !== null}
        aria-describedby={held ? 'checkout-hold-note' : closedNoteId}
        className="mt-5 w-full rounded bg-neon-pink px-4 py-3 font-mono font-bold text-void hover:bg-neon-pink/80 disabled:opacity-60"
      >
        {processing ? 'Processing...' : `${action} · ${priceLabel}`}
      </button>
      {held ? (
        <p
          id="checkout-hold-note"
          role="status"
          className="mt-2 font-mono text-xs text-neon-yellow"
          data-testid="name-hold"
        >
          {held}
        </p>
      ) : null}
      <p className="mt-2 text-xs text-dim">
        {paidOrderId
          ? 'Paid: the NFT is minted to the wallet tied to this e-mail.'
          : minting
            ? 'You pay with Solana Pay first; the NFT is minted once the payment is confirmed.'
            : 'You pay with Solana Pay; the name is delivered once the payment is confirmed.'}
      </p>
      {state.kind === 'error' ? (
        <p role="alert" className="mt-3 text-sm text-neon-red">
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
