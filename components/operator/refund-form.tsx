'use client';

import { Button } from '@/components/ui/button';
import { CONTROL, LABEL } from '@/components/ui/field';
import { FormStatus } from '@/components/ui/form-status';
import { OrderActionForm } from './order-actions';
import { useRefund } from './use-refund';

/**
 * Refunds an order: from the operator's connected wallet (the server records the refund's intent and builds the
 * transfers back to each payer, the wallet signs them), or by recording the signature of a refund sent elsewhere;
 * either is recorded only once the chain finalizes it. Lamports for a part refund, else all that is owed. `sold`: a
 * whole refund puts the name back on sale (a paid name not yet transferred). `closed`: fully refunded, nothing owed: nothing to offer, only the answer
 * of the refund just recorded stays on screen.
 */
export function RefundForm({
  orderId,
  sold,
  chain,
  closed = false,
}: {
  orderId: string;
  sold: boolean;
  chain: string;
  closed?: boolean;
}) {
  const { state, busy, choices, lamportsRef, submit, refundFrom, startWalletRefund } = useRefund({
    orderId,
    sold,
    chain,
  });
  if (closed) {
    return (
      <OrderActionForm id="refund" title="Refund" onSubmit={(event) => event.preventDefault()}>
        {state.kind === 'idle' ? (
          <p className="text-sm text-dim">Fully refunded: nothing is owed on this order.</p>
        ) : null}
        <FormStatus state={state} />
      </OrderActionForm>
    );
  }
  return (
    <OrderActionForm id="refund" title="Refund" onSubmit={submit}>
      <p className="text-sm text-dim">
        Refund from your connected wallet: the mall records the refund, builds one transfer back to each wallet that
        paid, your wallet signs it, and the refund is recorded once the network finalizes it. Leave lamports empty to
        refund everything: the name&apos;s delivery waits meanwhile, a paid name goes back on sale and the purchase and
        referral tickets are reversed. With lamports, only that part of what is owed is refunded and the order stays as
        it is.
      </p>
      <label className={LABEL}>
        LAMPORTS (OPTIONAL, FOR A PART REFUND)
        <input
          ref={lamportsRef}
          name="lamports"
          inputMode="numeric"
          pattern="[1-9][0-9]{0,18}"
          autoComplete="off"
          className={CONTROL}
        />
      </label>
      <div className="flex flex-wrap items-center gap-3">
        {choices && choices.length > 1 ? (
          choices.map((choice) => (
            <Button key={choice.name} disabled={busy} onClick={() => refundFrom(choice.wallet)}>
              Refund from {choice.name}
            </Button>
          ))
        ) : (
          <Button disabled={busy} onClick={startWalletRefund}>
            Refund from my wallet
          </Button>
        )}
      </div>
      <p className="text-sm text-dim">
        Sent the refund some other way? Record its transaction signature: it is checked on chain (finalized, sent by an
        operator wallet or the seller, memo refund:ORDER_ID, after the payment, paying each wallet what it is owed)
        before anything is recorded.
      </p>
      <label className={LABEL}>
        REFUND TRANSACTION SIGNATURE
        <input
          name="signature"
          required
          minLength={64}
          maxLength={90}
          pattern="[1-9A-HJ-NP-Za-km-z]+"
          autoComplete="off"
          spellCheck={false}
          className={`${CONTROL} font-mono`}
        />
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Record refund'}
        </Button>
        <FormStatus state={state} />
      </div>
    </OrderActionForm>
  );
}
