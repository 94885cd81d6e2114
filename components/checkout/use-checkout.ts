'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState, type FormEvent } from 'react';
import { apiRequest } from '@/components/api/client';
import type { MintAnswer } from '@/lib/commerce/checkout/checkout';
import type { OrderView } from '@/lib/commerce/orders/sale-orders';
import { mintErrorText } from '@/lib/rules/checkout';
import { checkoutEmailError } from '@/lib/rules/validation';

const ORDER_FAILED = 'The order could not be opened. Please try again.';

type CheckoutState =
  | { kind: 'idle' }
  | { kind: 'invalid'; message: string }
  | { kind: 'processing' }
  | { kind: 'success'; orderId: string; providerRef: string | null }
  | { kind: 'error'; message: string };

const emailKey = (orderId: string) => `retailverse.checkout-email.${orderId}`;

/**
 * The checkout's e-mail, voucher and where it stands. `submit` opens the Solana Pay order and goes to its page (the
 * e-mail kept for the mint step), or, for a paid order, mints the name to the e-mail's wallet.
 */
export function useCheckout({ slug, paidOrderId, minting }: { slug: string; paidOrderId?: string; minting: boolean }) {
  const router = useRouter();
  const [email, setEmail] = useState('');
  const [voucher, setVoucher] = useState('');
  const [state, setState] = useState<CheckoutState>({ kind: 'idle' });

  useEffect(() => {
    const remembered = paidOrderId ? sessionStorage.getItem(emailKey(paidOrderId)) : null;
    if (remembered) setEmail(remembered);
  }, [paidOrderId]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = minting && (paidOrderId || email.trim()) ? checkoutEmailError(email) : null;
    if (invalid) return setState({ kind: 'invalid', message: invalid });
    setState({ kind: 'processing' });
    if (!paidOrderId) {
      const code = voucher.trim();
      const order = await apiRequest<OrderView>('/api/orders', {
        method: 'POST',
        body: code ? { slug, voucher: code } : { slug },
      });
      if (!order.ok) return setState({ kind: 'error', message: order.message ?? ORDER_FAILED });
      if (email.trim()) sessionStorage.setItem(emailKey(order.data.id), email.trim());
      return router.push(`/orders/${order.data.id}`);
    }
    const answer = await apiRequest<MintAnswer>(`/api/checkout/${slug}/mint`, {
      method: 'POST',
      body: {
        method: 'email',
        email: email.trim(),
        orderId: paidOrderId,
      },
    });
    setState(
      answer.ok
        ? { kind: 'success', orderId: answer.data.orderId, providerRef: answer.data.providerRef }
        : { kind: 'error', message: mintErrorText(answer.message) },
    );
  };
  return { email, setEmail, voucher, setVoucher, state, submit };
}
