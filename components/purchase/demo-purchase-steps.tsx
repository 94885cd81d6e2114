'use client';

import { DemoDeliveryForm } from './demo-delivery-form';
import type { useDemoPurchase } from './demo-purchase-flow';

const primary =
  'w-full rounded border border-neon-green px-4 py-2 font-mono text-sm text-neon-green hover:bg-neon-green/10 disabled:opacity-60';
const secondary =
  'w-full rounded border border-neon-cyan px-4 py-2 font-mono text-sm text-neon-cyan hover:bg-neon-cyan/10 disabled:opacity-60';

/**
 * Where the demo purchase stands, read out as it changes: its notice or error, then connect and buy, the fake
 * transaction under way, or the delivery form once the payment is confirmed.
 */
export function DemoPurchaseSteps({ idBase, ...demo }: { idBase: string } & ReturnType<typeof useDemoPurchase>) {
  const { state, send } = demo;
  const busy = state.step === 'processing' || state.step === 'payment-processing';
  return (
    <div className="mt-4 space-y-3" aria-live="polite">
      {state.notice ? (
        <p role="status" className="rounded border border-neon-green/60 bg-neon-green/10 p-3 text-sm text-neon-green">
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
        <DemoDeliveryForm
          idBase={idBase}
          notice={state.notice}
          submitClassName={primary}
          onSubmit={(recipient) => send({ type: 'submit', recipient })}
        />
      ) : null}
    </div>
  );
}
