'use client';
import { useRouter } from 'next/navigation';
import { useNameHold } from '@/components/purchase/use-name-hold';
import { useEffect, useState, type FormEvent } from 'react';
import { mintErrorText } from '@/lib/rules/checkout';
import { checkoutEmailError } from '@/lib/rules/validation';
import { VOUCHER_MESSAGES } from '@/lib/rules/vouchers';
import { apiRequest } from '@/components/api/client';
import type { MintAnswer } from '@/lib/commerce/checkout/checkout';
import type { OrderView } from '@/lib/commerce/orders/sale-orders';
import { ReceiptForm } from './receipt-form';

const ORDER_FAILED = 'The order could not be opened. Please try again.';

type State =
  | { kind: 'idle' }
  | { kind: 'invalid'; message: string }
  | { kind: 'processing' }
  | { kind: 'success'; orderId: string; providerRef: string | null }
  | { kind: 'error'; message: string };

const emailKey = (orderId: string) => `retailverse.checkout-email.${orderId}`;

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
  const router = useRouter();
  const [email, setEmail] = useState('');
  const [voucher, setVoucher] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  // Another buyer's open order holds the name: no new order until it ends (a paid order here mints, never orders).
  const held = useNameHold(slug, !paidOrderId && closedNoteId === undefined);

  useEffect(() => {
    const remembered = paidOrderId ? sessionStorage.getItem(emailKey(paidOrderId)) : null;
    if (remembered) setEmail(remembered);
  }, [paidOrderId]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = minting && (paidOrderId || email.trim()) ? checkoutEmailError(email) : null;
    if (invalid) return setState({ kind: 'invalid', message: invalid });
    setState({ kind: 'processing' });
    if (!paidOrderId) {
      const code = voucher.trim();
      const order = await apiRequest<OrderView>('/api/orders', {
        method: 'POST',
        body: code ? { slug, voucher: code } : { slug },
      });
      if (!order.ok) return setState({ kind: 'error', message: order.message ?? ORDER_FAILED });
      if (email.trim()) sessionStorage.setItem(emailKey(order.data.id), email.trim());
      return router.push(`/orders/${order.data.id}`);
    }
    const answer = await apiRequest<MintAnswer>(`/api/checkout/${slug}/mint`, {
      method: 'POST',
      body: {
        method: 'email',
        email: email.trim(),
        orderId: paidOrderId,
      },
    });
    setState(
      answer.ok
        ? { kind: 'success', orderId: answer.data.orderId, providerRef: answer.data.providerRef }
        : { kind: 'error', message: mintErrorText(answer.message) },
    );
  };

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
    <form onSubmit={submit} noValidate className="rounded-lg border border-edge bg-panel p-6">
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
        <>
          <label htmlFor="checkout-voucher" className="mt-4 block font-mono text-sm text-dim">
            Voucher code (optional)
          </label>
          <input
            id="checkout-voucher"
            type="text"
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            value={voucher}
            onChange={(event) => setVoucher(event.target.value)}
            aria-describedby="checkout-voucher-note"
            className="mt-1 w-full rounded border border-edge bg-void px-3 py-2 font-mono text-ink uppercase"
          />
          <p id="checkout-voucher-note" className="mt-1 text-xs text-dim">
            {signedIn ? VOUCHER_HINT_SIGNED_IN : VOUCHER_MESSAGES.signIn}
          </p>
        </>
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

const VOUCHER_HINT_SIGNED_IN = "Signed in with your wallet: the discount is fixed into the order's price.";

/** The mint's e-mail: optional before paying (it is kept for the mint step), required to mint a paid name. */
function MintEmail({
  email,
  onChange,
  error,
  paid,
}: {
  email: string;
  onChange: (email: string) => void;
  error: string | null;
  paid: boolean;
}) {
  return (
    <>
      <fieldset>
        <legend className="font-display text-lg text-ink">Delivery method</legend>
        <label className="mt-3 flex items-center gap-2 font-mono text-sm text-ink">
          <input type="radio" name="method" value="email" defaultChecked className="accent-neon-cyan" />
          E-mail (we mint to a Solana wallet tied to your e-mail)
        </label>
      </fieldset>
      <label htmlFor="checkout-email" className="mt-4 block font-mono text-sm text-dim">
        E-mail
      </label>
      <input
        id="checkout-email"
        type="email"
        autoComplete="email"
        required={paid}
        value={email}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error !== null}
        aria-describedby={error ? 'checkout-email-error' : 'checkout-email-note'}
        className="mt-1 w-full rounded border border-edge bg-void px-3 py-2 text-ink"
      />
      {error ? (
        <p id="checkout-email-error" role="alert" className="mt-2 text-sm text-neon-red">
          {error}
        </p>
      ) : (
        <p id="checkout-email-note" className="mt-1 text-xs text-dim">
          {paid
            ? 'Where the NFT of your paid name is minted.'
            : 'Optional for paying: it is only for minting the NFT once you have paid, and you can give it then.'}
        </p>
      )}
    </>
  );
}
