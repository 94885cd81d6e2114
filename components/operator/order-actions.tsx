'use client';

import { useRouter } from 'next/navigation';
import type { Wallet } from '@wallet-standard/base';
import { useRef, useState, type FormEvent } from 'react';
import { apiRequest, failureMessage } from '@/components/api/client';
import { Button } from '@/components/ui/button';
import { CONTROL, LABEL } from '@/components/ui/field';
import { FormStatus, type FormState } from '@/components/ui/form-status';
import { PANEL } from '@/components/ui/panel';
import { useFormState } from '@/components/ui/use-form-state';
import type { OperatorOrder } from '@/lib/commerce/orders/order-status';
import type { VerifyingRefund } from '@/lib/commerce/refunds/refund-desk';

/**
 * Marks a paid order fulfilled once its name was transferred to the buyer: the API reads the name's owner on chain
 * and refuses while it is not the buyer (and any order that is not paid).
 * `fulfilled`: already done, so no button.
 */
export function FulfilForm({ orderId, fulfilled }: { orderId: string; fulfilled: boolean }) {
  const router = useRouter();
  const form = useFormState();
  const { state } = form;
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fulfilment = await form.submit(
      () => apiRequest('/api/operator/orders', { method: 'POST', body: { action: 'fulfil', id: orderId } }),
      'Marked fulfilled.',
    );
    if (fulfilment) router.refresh();
  }
  return (
    <form onSubmit={submit} aria-labelledby="fulfil-heading" className={`${PANEL} grid gap-3 p-4`}>
      <h2 id="fulfil-heading" className="font-display text-lg text-neon-cyan">
        Fulfil
      </h2>
      <p className="text-sm text-dim">
        Transfer the name to the buyer&apos;s wallet first, then mark the order fulfilled: the mall reads the
        name&apos;s owner on chain and fulfils only when it is the buyer. Only a paid order can be fulfilled, and a
        fulfilled order is no longer refunded here.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {fulfilled ? null : (
          <Button type="submit" disabled={form.saving}>
            {form.saving ? 'Saving…' : 'Mark fulfilled'}
          </Button>
        )}
        {fulfilled && state.kind === 'idle' ? <p className="font-mono text-sm text-neon-green">Fulfilled.</p> : null}
        <FormStatus state={state} />
      </div>
    </form>
  );
}

/** What the console says once a refund is recorded. */
function refundSummary({ order }: OperatorOrder, signature: string, sold: boolean, part: boolean): string {
  const refund = order.refunds.find((r) => r.signature === signature);
  const parts = [`Refund recorded. The order is ${order.status}.`];
  if (sold && order.status === 'refunded' && !part) parts.push(`${order.domain} is back on sale.`);
  if (refund?.ticketsReversed) parts.push(`${refund.ticketsReversed} RT reversed.`);
  if (refund?.ticketsShortfall) parts.push(`${refund.ticketsShortfall} RT were already spent (shortfall).`);
  if (order.owedLamports !== '0') parts.push(`Still owed: ${order.owedLamports} lamports.`);
  return parts.join(' ');
}

const VERIFYING =
  'The refund is on chain and being verified: it is recorded once the network finalizes it (this page shows it then).';

/**
 * Refusals after which the page is out of date (a refund or transfer under way, a refund rejected or recorded
 * meanwhile): it is read again, so its refunds and delivery show where things stand.
 */
const STALE_PAGE_CODES = new Set(['refund_pending', 'transfer_in_flight', 'refund_rejected', 'name_transferred']);

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
  const router = useRouter();
  const lamportsRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<FormState>({ kind: 'idle' });
  const [choices, setChoices] = useState<{ name: string; wallet: Wallet }[] | null>(null);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const signature = String(form.get('signature') ?? '').trim();
    const lamports = String(form.get('lamports') ?? '').trim();
    setState({ kind: 'saving' });
    const result = await apiRequest<OperatorOrder | VerifyingRefund>('/api/operator/orders', {
      method: 'POST',
      body: { action: 'refund', id: orderId, signature, ...(lamports ? { lamports } : {}) },
    });
    if (!result.ok) {
      setState({ kind: 'error', message: failureMessage(result) });
      if (STALE_PAGE_CODES.has(result.code ?? '')) router.refresh();
      return;
    }
    const text = 'order' in result.data ? refundSummary(result.data, signature, sold, Boolean(lamports)) : VERIFYING;
    setState({ kind: 'done', message: text });
    router.refresh();
  }
  async function refundFrom(wallet: Wallet) {
    const lamports = lamportsRef.current?.value.trim() || undefined;
    setState({ kind: 'saving' });
    try {
      const { refundWithWallet } = await import('./refund-wallet');
      const refund = await refundWithWallet(wallet, { orderId, chain, lamports });
      const text =
        'answer' in refund ? refundSummary(refund.answer, refund.signature, sold, Boolean(lamports)) : VERIFYING;
      setState({ kind: 'done', message: text });
      router.refresh();
    } catch (error) {
      setState({ kind: 'error', message: (error as Error).message || 'The refund failed.' });
      // A refund built before the wallet said no is under way (its intent recorded): the page shows it.
      if (STALE_PAGE_CODES.has((error as { code?: string }).code ?? 'refund_pending')) router.refresh();
    }
  }
  async function startWalletRefund() {
    setState({ kind: 'saving' });
    const { listPayingWallets, registerMobileWallet } = await import('./refund-wallet');
    registerMobileWallet(chain);
    const found = listPayingWallets();
    if (found.length === 0) {
      return setState({ kind: 'error', message: 'No wallet in this browser can sign the refund.' });
    }
    if (found.length === 1) return refundFrom(found[0].wallet);
    setChoices(found);
    setState({ kind: 'idle' });
  }
  const busy = state.kind === 'saving';
  if (closed) {
    return (
      <form
        aria-labelledby="refund-heading"
        onSubmit={(event) => event.preventDefault()}
        className={`${PANEL} grid gap-3 p-4`}
      >
        <h2 id="refund-heading" className="font-display text-lg text-neon-cyan">
          Refund
        </h2>
        {state.kind === 'idle' ? (
          <p className="text-sm text-dim">Fully refunded: nothing is owed on this order.</p>
        ) : null}
        <FormStatus state={state} />
      </form>
    );
  }
  return (
    <form onSubmit={submit} aria-labelledby="refund-heading" className={`${PANEL} grid gap-3 p-4`}>
      <h2 id="refund-heading" className="font-display text-lg text-neon-cyan">
        Refund
      </h2>
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
    </form>
  );
}
