'use client';

import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { apiRequest, failureMessage } from '@/components/api/client';
import { Modal } from '@/components/layout/modal';
import { IntentLink } from '@/components/navigation/intent-link';
import { WALLET_SESSION_EVENT } from '@/components/wallet/use-wallet-session';
import { WalletPicker } from '@/components/wallet/wallet-picker';
import type { OfferAnswer, OfferSummary } from '@/lib/commerce/offers/offer-view';
import {
  OFFER_EXPIRY_DEFAULT_DAYS,
  OFFER_EXPIRY_MAX_DAYS,
  OFFER_EXPIRY_MIN_DAYS,
  OFFER_MESSAGE_MAX,
} from '@/lib/rules/buyer-offers';
import { formatSol, lamportsToSol } from '@/lib/rules/money';
import { offerSummaryText } from './offer-summary-text';

type State = { kind: 'idle' | 'sending' | 'sent' } | { kind: 'error'; message: string };

const field = 'mt-1 w-full rounded border border-edge bg-transparent px-3 py-2 text-sm text-white';

/**
 * "Make an offer" beside Buy, and how many offers wait on the name with the highest (read after the page shows: the
 * page is the same for everyone). A signed-out visitor is asked for a wallet first; wallet code loads only then.
 */
export function MakeOffer({ slug, name }: { slug: string; name: string }) {
  const [summary, setSummary] = useState<OfferSummary | null>(null);
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [message, setMessage] = useState('');
  const [days, setDays] = useState(OFFER_EXPIRY_DEFAULT_DAYS);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [pickerOpen, setPickerOpen] = useState(false);

  const readSummary = useCallback(async () => {
    const result = await apiRequest<OfferSummary>(`/api/domains/${slug}/offers`);
    if (result.ok) setSummary(result.data);
  }, [slug]);
  useEffect(() => {
    void readSummary();
  }, [readSummary]);

  async function send() {
    setState({ kind: 'sending' });
    const result = await apiRequest<OfferAnswer>('/api/offers', {
      method: 'POST',
      body: { slug, amount, days, ...(message.trim() ? { message } : {}) },
    });
    if (!result.ok && result.code === 'sign_in_required') {
      setState({ kind: 'idle' });
      return setPickerOpen(true);
    }
    if (!result.ok) return setState({ kind: 'error', message: failureMessage(result) });
    setState({ kind: 'sent' });
    void readSummary();
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send();
  };
  const closePicker = useCallback(() => setPickerOpen(false), []);
  const onSignedIn = (wallet: string) => {
    setPickerOpen(false);
    window.dispatchEvent(new CustomEvent<string | null>(WALLET_SESSION_EVENT, { detail: wallet }));
    void send();
  };
  const highest = summary?.highestLamports ? formatSol(lamportsToSol(summary.highestLamports)) : null;

  return (
    <div className="inline-flex flex-col items-start gap-1" data-testid="make-offer">
      <button
        type="button"
        onClick={() => setOpen((was) => !was)}
        aria-expanded={open}
        className="inline-flex items-center rounded border border-neon-green px-4 py-2 font-mono text-sm text-neon-green hover:bg-neon-green/10"
      >
        Make an offer
      </button>
      {summary ? (
        <span className="font-mono text-xs text-dim" data-testid="offer-summary">
          {offerSummaryText(summary.open, highest)}
        </span>
      ) : null}
      {open ? (
        <form onSubmit={submit} className="mt-2 grid w-72 gap-2 rounded border border-edge bg-panel p-3">
          <label className="font-mono text-xs tracking-widest text-dim">
            YOUR OFFER (SOL)
            <input
              required
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              className={field}
            />
          </label>
          <label className="font-mono text-xs tracking-widest text-dim">
            MESSAGE (OPTIONAL)
            <textarea
              rows={2}
              maxLength={OFFER_MESSAGE_MAX}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              className={field}
            />
          </label>
          <label className="font-mono text-xs tracking-widest text-dim">
            EXPIRES IN (DAYS)
            <input
              type="number"
              min={OFFER_EXPIRY_MIN_DAYS}
              max={OFFER_EXPIRY_MAX_DAYS}
              value={days}
              onChange={(event) => setDays(Number(event.target.value))}
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
      ) : null}
      <Modal
        open={pickerOpen}
        onClose={closePicker}
        title="Connect a wallet to make an offer"
        subtitle="Sign a message to prove the wallet is yours. No transaction, no fee."
      >
        {pickerOpen ? <WalletPicker onSignedIn={onSignedIn} /> : null}
      </Modal>
    </div>
  );
}
