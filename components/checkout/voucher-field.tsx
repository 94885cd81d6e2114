'use client';

import { VOUCHER_MESSAGES } from '@/lib/rules/vouchers';

const VOUCHER_HINT_SIGNED_IN = "Signed in with your wallet: the discount is fixed into the order's price.";

/** The optional voucher code of a new order; a voucher needs a signed-in wallet, and the hint below says so. */
export function VoucherField({
  voucher,
  onChange,
  signedIn,
}: {
  voucher: string;
  onChange: (voucher: string) => void;
  signedIn: boolean;
}) {
  return (
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
        onChange={(event) => onChange(event.target.value)}
        aria-describedby="checkout-voucher-note"
        className="mt-1 w-full rounded border border-edge bg-void px-3 py-2 font-mono text-ink uppercase"
      />
      <p id="checkout-voucher-note" className="mt-1 text-xs text-dim">
        {signedIn ? VOUCHER_HINT_SIGNED_IN : VOUCHER_MESSAGES.signIn}
      </p>
    </>
  );
}
