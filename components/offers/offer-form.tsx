import type { FormEvent } from 'react';
import { IntentLink } from '@/components/navigation/intent-link';
import { OFFER_EXPIRY_MAX_DAYS, OFFER_EXPIRY_MIN_DAYS, OFFER_MESSAGE_MAX } from '@/lib/rules/buyer-offers';
import type { OfferDraft, OfferState } from './use-make-offer';

const field = 'mt-1 w-full rounded border border-edge bg-transparent px-3 py-2 text-sm text-white';

/** The offer's amount, message and expiry, its Offer button, and whether it was sent. */
export function OfferForm({
  name,
  draft,
  onChange,
  state,
  onSubmit,
}: {
  name: string;
  draft: OfferDraft;
  onChange: (change: Partial<OfferDraft>) => void;
  state: OfferState;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <form onSubmit={onSubmit} className="mt-2 grid w-72 gap-2 rounded border border-edge bg-panel p-3">
      <label className="font-mono text-xs tracking-widest text-dim">
        YOUR OFFER (SOL)
        <input
          required
          inputMode="decimal"
          value={draft.amount}
          onChange={(event) => onChange({ amount: event.target.value })}
          className={field}
        />
      </label>
      <label className="font-mono text-xs tracking-widest text-dim">
        MESSAGE (OPTIONAL)
        <textarea
          rows={2}
          maxLength={OFFER_MESSAGE_MAX}
          value={draft.message}
          onChange={(event) => onChange({ message: event.target.value })}
          className={field}
        />
      </label>
      <label className="font-mono text-xs tracking-widest text-dim">
        EXPIRES IN (DAYS)
        <input
          type="number"
          min={OFFER_EXPIRY_MIN_DAYS}
          max={OFFER_EXPIRY_MAX_DAYS}
          value={draft.days}
          onChange={(event) => onChange({ days: Number(event.target.value) })}
          className={field}
        />
      </label>
      <button
        type="submit"
        disabled={state.kind === 'sending'}
        className="rounded border border-neon-green px-3 py-2 font-mono text-sm text-neon-green disabled:opacity-60"
      >
        {state.kind === 'sending' ? 'Sending…' : `Offer on ${name}`}
      </button>
      <p role="status" aria-live="polite" className="font-mono text-xs">
        {state.kind === 'sent' ? (
          <span className="text-neon-green">
            Offer sent. Follow it on{' '}
            <IntentLink href="/orders" className="underline">
              My orders
            </IntentLink>
            .
          </span>
        ) : null}
        {state.kind === 'error' ? <span className="text-neon-pink">{state.message}</span> : null}
      </p>
    </form>
  );
}
