'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { DEMO_PURCHASE_DOMAIN, DEMO_PURCHASE_PRICE_SOL } from '@/components/purchase/demo-purchase';
import { formatSol, formatUsd, solToUsd } from '@/lib/rules/money';
import { useDemoPurchase } from './demo-purchase-flow';
import { DemoPurchaseSteps } from './demo-purchase-steps';
import { useSolPrice } from './use-sol-price';

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
  const demo = useDemoPurchase();

  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);

  const close = () => {
    dialog.current?.close();
  };
  const onClosed = () => {
    setOpen(false);
    demo.send({ type: 'reset' });
  };

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

            <DemoPurchaseSteps idBase={titleId} {...demo} />

            <p className="mt-6 border-t border-edge pt-3 text-xs text-dim">
              Simulation only: no wallet is connected, no SOL moves and nothing is sent.
            </p>
          </div>
        ) : null}
      </dialog>
    </>
  );
}
