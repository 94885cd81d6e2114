'use client';

import { useRouter } from 'next/navigation';
import type { Wallet } from '@wallet-standard/base';
import { useRef, useState, type FormEvent } from 'react';
import { apiRequest } from '@/components/api/client';
import { useFormState } from '@/components/ui/use-form-state';
import type { OperatorOrder } from '@/lib/commerce/orders/order-status';
import type { VerifyingRefund } from '@/lib/commerce/refunds/refund-desk';

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
 * A refund's two paths and where it stands: `submit` records the signature of a refund sent elsewhere,
 * `startWalletRefund` refunds from the one wallet in this browser (or offers `choices` when there are several),
 * `refundFrom` from the one picked. Lamports for a part refund, else all that is owed; `sold` words whether the name
 * is back on sale.
 */
export function useRefund({ orderId, sold, chain }: { orderId: string; sold: boolean; chain: string }) {
  const router = useRouter();
  const lamportsRef = useRef<HTMLInputElement>(null);
  const form = useFormState();
  const [choices, setChoices] = useState<{ name: string; wallet: Wallet }[] | null>(null);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const signature = String(fields.get('signature') ?? '').trim();
    const lamports = String(fields.get('lamports') ?? '').trim();
    const recorded = await form.submit(
      () =>
        apiRequest<OperatorOrder | VerifyingRefund>('/api/operator/orders', {
          method: 'POST',
          body: { action: 'refund', id: orderId, signature, ...(lamports ? { lamports } : {}) },
        }),
      (answer) => ('order' in answer ? refundSummary(answer, signature, sold, Boolean(lamports)) : VERIFYING),
      {
        onFailure: (failure) => {
          if (STALE_PAGE_CODES.has(failure.code ?? '')) router.refresh();
        },
      },
    );
    if (recorded) router.refresh();
  }
  async function refundFrom(wallet: Wallet) {
    const lamports = lamportsRef.current?.value.trim() || undefined;
    form.start();
    try {
      const { refundWithWallet } = await import('./refund-wallet');
      const refund = await refundWithWallet(wallet, { orderId, chain, lamports });
      const text =
        'answer' in refund ? refundSummary(refund.answer, refund.signature, sold, Boolean(lamports)) : VERIFYING;
      form.done(text);
      router.refresh();
    } catch (error) {
      form.fail((error as Error).message || 'The refund failed.');
      // A refund built before the wallet said no is under way (its intent recorded): the page shows it.
      if (STALE_PAGE_CODES.has((error as { code?: string }).code ?? 'refund_pending')) router.refresh();
    }
  }
  async function startWalletRefund() {
    form.start();
    const { listPayingWallets, registerMobileWallet } = await import('./refund-wallet');
    registerMobileWallet(chain);
    const found = listPayingWallets();
    if (found.length === 0) {
      return form.fail('No wallet in this browser can sign the refund.');
    }
    if (found.length === 1) return refundFrom(found[0].wallet);
    setChoices(found);
    form.reset();
  }
  return { state: form.state, busy: form.saving, choices, lamportsRef, submit, refundFrom, startWalletRefund };
}
