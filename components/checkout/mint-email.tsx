'use client';

/** The mint's e-mail: optional before paying (it is kept for the mint step), required to mint a paid name. */
export function MintEmail({
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
