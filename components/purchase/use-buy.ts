'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { openOrder } from './open-order';

/**
 * Buy's order for one name: opens it and goes to its page. An order is held for a signed-in wallet: a signed-out
 * visitor is asked to connect one (`needsWallet`, `pickerOpen`), then the order is opened.
 */
export function useBuy(slug: string, onOrdered?: () => void) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [needsWallet, setNeedsWallet] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);

  /** Asks for a wallet only before one has signed in here; after that, a refusal is the failure shown. */
  async function order(askForWallet: boolean) {
    setBusy(true);
    try {
      const answer = await openOrder(slug);
      if (askForWallet && !answer.ok && answer.code === 'sign_in_required') {
        setNeedsWallet(true);
        setPickerOpen(true);
        return;
      }
      if (!answer.ok) return setFailure(answer.message);
      onOrdered?.();
      router.push(`/orders/${answer.id}`);
    } finally {
      setBusy(false);
    }
  }

  const buy = () => {
    if (needsWallet) return setPickerOpen(true);
    setFailure(null);
    void order(true);
  };
  const closePicker = useCallback(() => setPickerOpen(false), []);
  const onSignedIn = () => {
    setPickerOpen(false);
    setNeedsWallet(false);
    void order(false);
  };
  return { busy, failure, needsWallet, pickerOpen, buy, closePicker, onSignedIn };
}
