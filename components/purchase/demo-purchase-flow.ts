'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import {
  DEMO_PURCHASE_STEP_MS,
  demoPurchaseNext,
  fakeTransactionId,
  type DemoPurchaseEvent,
  type DemoPurchaseStep,
} from '@/components/purchase/demo-purchase';
import type { Random } from '@/lib/rules/random';
import { PAYMENT_RECEIVED, TRANSACTION_FAILED } from '@/lib/rules/validation';

/** Uniform numbers from the browser's CSPRNG (throws where it is unavailable: that is a failed transaction). */
const browserRandom: Random = () => {
  const value = new Uint32Array(1);
  crypto.getRandomValues(value);
  return value[0]! / 2 ** 32;
};

export interface DemoPurchaseState {
  step: DemoPurchaseStep;
  error: string | null;
  notice: string | null;
  transactionId: string | null;
}

const initial: DemoPurchaseState = { step: 'disconnected', error: null, notice: null, transactionId: null };

/** The demo purchase state machine of lib/rules, driven by real timers (about 2 s per fake step). */
export function useDemoPurchase() {
  const [state, setState] = useState<DemoPurchaseState>(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const send = useCallback((event: DemoPurchaseEvent) => {
    setState((current) => {
      const result = demoPurchaseNext(current.step, event);
      if (event.type === 'reset') return initial;
      if (result.error) return { ...current, error: result.error, notice: null };
      if (result.completed) return { ...initial, notice: PAYMENT_RECEIVED };
      if (result.step === 'processing' && current.step !== 'processing') {
        try {
          return { step: 'processing', error: null, notice: null, transactionId: fakeTransactionId(browserRandom) };
        } catch (error) {
          console.warn('[demo purchase] transaction failed:', error);
          return { ...current, error: TRANSACTION_FAILED, notice: null };
        }
      }
      return {
        ...current,
        step: result.step,
        error: null,
        notice: result.step === current.step ? current.notice : null,
      };
    });
  }, []);

  useEffect(() => {
    if (state.step !== 'processing' && state.step !== 'payment-processing') return;
    timer.current = setTimeout(() => send({ type: 'step-elapsed' }), DEMO_PURCHASE_STEP_MS);
    return () => clearTimeout(timer.current);
  }, [state.step, send]);

  return { state, send };
}
