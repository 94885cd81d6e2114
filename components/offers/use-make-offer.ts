'use client';

import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { apiRequest, failureMessage } from '@/components/api/client';
import type { OfferAnswer, OfferSummary } from '@/lib/commerce/offers/offer-view';
import { OFFER_EXPIRY_DEFAULT_DAYS } from '@/lib/rules/buyer-offers';

export type OfferDraft = { amount: string; message: string; days: number };
export type OfferState = { kind: 'idle' | 'sending' | 'sent' } | { kind: 'error'; message: string };

/**
 * An offer on one name: the name's offer summary (read once the page shows, and again after an offer is sent), the
 * offer being written, and sending it. A signed-out visitor is asked for a wallet (`pickerOpen`), then it is sent.
 */
export function useMakeOffer(slug: string) {
  const [summary, setSummary] = useState<OfferSummary | null>(null);
  const [draft, setDraft] = useState<OfferDraft>({ amount: '', message: '', days: OFFER_EXPIRY_DEFAULT_DAYS });
  const [state, setState] = useState<OfferState>({ kind: 'idle' });
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
    const { amount, message, days } = draft;
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
  const onSignedIn = () => {
    setPickerOpen(false);
    void send();
  };
  return { summary, draft, setDraft, state, submit, pickerOpen, closePicker, onSignedIn };
}
