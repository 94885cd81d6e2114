'use client';

import { useEffect, useState } from 'react';
import { PAYMENT_CONFIRMED } from '@/lib/rules/validation';

const field = 'w-full rounded border border-edge bg-panel-2 px-3 py-2 text-sm text-ink placeholder:text-dim';

/**
 * The demo purchase's last step once the payment is confirmed: where the name goes and how to reach the buyer. Both
 * are cleared once the purchase is done (`notice`); only the recipient is submitted.
 */
export function DemoDeliveryForm({
  idBase,
  notice,
  submitClassName,
  onSubmit,
}: {
  idBase: string;
  notice: string | null;
  submitClassName: string;
  onSubmit: (recipient: string) => void;
}) {
  const [recipient, setRecipient] = useState('');
  const [contact, setContact] = useState('');
  useEffect(() => {
    if (notice) {
      setRecipient('');
      setContact('');
    }
  }, [notice]);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(recipient);
      }}
      noValidate
      className="space-y-3"
    >
      <p className="font-display text-lg text-neon-green">{PAYMENT_CONFIRMED}</p>
      <div>
        <label htmlFor={`${idBase}-recipient`} className="mb-1 block text-sm text-dim">
          Recipient wallet address
        </label>
        <input
          id={`${idBase}-recipient`}
          value={recipient}
          onChange={(e) => setRecipient(e.target.value)}
          className={field}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <div>
        <label htmlFor={`${idBase}-contact`} className="mb-1 block text-sm text-dim">
          Contact info (optional)
        </label>
        <input
          id={`${idBase}-contact`}
          value={contact}
          onChange={(e) => setContact(e.target.value)}
          className={field}
        />
      </div>
      <button type="submit" className={submitClassName}>
        Submit &amp; Complete Purchase
      </button>
    </form>
  );
}
