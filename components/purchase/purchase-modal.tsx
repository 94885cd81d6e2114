'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { DEMO_PURCHASE_DOMAIN, DEMO_PURCHASE_PRICE_SOL } from '@/components/purchase/demo-purchase';
import { formatSol, formatUsd, solToUsd } from '@/lib/rules/money';
import { PAYMENT_CONFIRMED } from '@/lib/rules/validation';
import { useDemoPurchase } from './demo-purchase-flow';
import { useSolPrice } from './use-sol-price';

const primary =
  'w-full rounded border border-neon-green px-4 py-2 font-mono text-sm text-neon-green hover:bg-neon-green/10 disabled:opacity-60';
const secondary =
  'w-full rounded border border-neon-cyan px-4 py-2 font-mono text-sm text-neon-cyan hover:bg-neon-cyan/10 disabled:opacity-60';
const field = 'w-full rounded border border-edge bg-panel-2 px-3 py-2 text-sm text-ink placeholder:text-dim';

/**
 * The 'Buy' of 'Ready to Deploy?' and the demo 'Domain Purchase' dialog it opens (docs/product.md §2, §4), for the
 * name of the page it sits on (the spec's nodehunter.sol at 1.25 SOL when it is given none). `priceSol` is null for a
 * name without a fixed price: the dialog then shows its catalogue price text and no USD estimate.
 */
export function PurchaseModalButton({
  name = DEMO_PURCHASE_DOMAIN,
  priceSol = DEMO_PURCHASE_PRICE_SOL,
  priceText,
}: {
  name?: string;
  priceSol?: number | null;
  priceText?: string;
} = {}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const usd = useSolPrice(open);
  const { state, send } = useDemoPurchase();
  const [recipient, setRecipient] = useState('');
  const [contact, setContact] = useState('');

  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);

  const close = () => {
    dialog.current?.close();
  };
  const onClosed = () => {
    setOpen(false);
    send({ type: 'reset' });
    setRecipient('');
    setContact('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'submit', recipient });
  };
  useEffect(() => {
    if (state.notice) {
      setRecipient('');
      setContact('');
    }
  }, [state.notice]);

  const busy = state.step === 'processing' || state.step === 'payment-processing';
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="rounded border border-neon-green bg-neon-green/10 px-6 py-2 font-mono text-neon-green hover:bg-neon-green/20"
      >
        Try the demo purchase
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClose={onClosed}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg border border-neon-cyan/60 bg-panel p-0 text-ink backdrop:bg-void/80"
        data-testid="purchase-modal"
      >
        {open ? (
          <div className="p-6">
            <div className="flex items-start justify-between gap-4">
              <h2 id={titleId} className="font-display text-xl text-neon-cyan">
                Domain Purchase
              </h2>
              <button
                type="button"
                onClick={close}
                className="rounded px-2 font-mono text-dim hover:text-ink"
                aria-label="Close"
              >
                ✕
              </button>
            </div>
            <div className="mt-4 rounded border border-edge bg-panel-2 p-4">
              <p className="font-mono text-lg text-ink" data-testid="demo-name">
                {name}
              </p>
              <p className="mt-1 font-mono text-neon-green">{priceSol === null ? priceText : formatSol(priceSol)}</p>
              {priceSol === null ? null : (
                <p className="text-sm text-dim" data-testid="usd-estimate">
                  {usd === null ? 'Estimating USD…' : `≈ ${formatUsd(solToUsd(priceSol, usd))} USD`}
                </p>
              )}
            </div>

            <div className="mt-4 space-y-3" aria-live="polite">
              {state.notice ? (
                <p
                  role="status"
                  className="rounded border border-neon-green/60 bg-neon-green/10 p-3 text-sm text-neon-green"
                >
                  {state.notice}
                </p>
              ) : null}
              {state.error ? (
                <p role="alert" className="rounded border border-neon-red/60 bg-neon-red/10 p-3 text-sm text-neon-red">
                  {state.error}
                </p>
              ) : null}

              {state.step === 'disconnected' || state.step === 'connected' ? (
                <>
                  {state.step === 'disconnected' ? (
                    <button type="button" className={secondary} onClick={() => send({ type: 'connect' })}>
                      Connect Wallet (Demo)
                    </button>
                  ) : (
                    <p className="font-mono text-sm text-neon-cyan">Demo wallet connected</p>
                  )}
                  <button type="button" className={primary} onClick={() => send({ type: 'buy' })}>
                    Buy Now (Demo)
                  </button>
                </>
              ) : null}

              {busy ? (
                <div role="status" className="rounded border border-edge p-3">
                  <p className="flex items-center gap-2 text-sm text-neon-yellow">
                    <span
                      aria-hidden="true"
                      className="inline-block h-3 w-3 animate-spin rounded-full border-2 border-neon-yellow border-t-transparent"
                    />
                    {state.step === 'processing' ? 'Processing transaction...' : 'Payment processing...'}
                  </p>
                  <p className="mt-2 break-all font-mono text-xs text-dim">
                    Transaction: <span data-testid="transaction-id">{state.transactionId}</span>
                  </p>
                </div>
              ) : null}

              {state.step === 'confirmed' ? (
                <form onSubmit={submit} noValidate className="space-y-3">
                  <p className="font-display text-lg text-neon-green">{PAYMENT_CONFIRMED}</p>
                  <div>
                    <label htmlFor={`${titleId}-recipient`} className="mb-1 block text-sm text-dim">
                      Recipient wallet address
                    </label>
                    <input
                      id={`${titleId}-recipient`}
                      value={recipient}
                      onChange={(e) => setRecipient(e.target.value)}
                      className={field}
                      autoComplete="off"
                      spellCheck={false}
                    />
                  </div>
                  <div>
                    <label htmlFor={`${titleId}-contact`} className="mb-1 block text-sm text-dim">
                      Contact info (optional)
                    </label>
                    <input
                      id={`${titleId}-contact`}
                      value={contact}
                      onChange={(e) => setContact(e.target.value)}
                      className={field}
                    />
                  </div>
                  <button type="submit" className={primary}>
                    Submit &amp; Complete Purchase
                  </button>
                </form>
              ) : null}
            </div>

            <p className="mt-6 border-t border-edge pt-3 text-xs text-dim">
              Simulation only: no wallet is connected, no SOL moves and nothing is sent.
            </p>
          </div>
        ) : null}
      </dialog>
    </>
  );
}
