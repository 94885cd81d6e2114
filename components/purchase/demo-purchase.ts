import { BASE58_ALPHABET, requireConnectedWallet, requireRecipient } from '@/lib/rules/validation';
import { randomInt, type Random } from '@/lib/rules/random';

/** The demo purchase modal (docs/product.md §2, §4, §9). */
export const DEMO_PURCHASE_DOMAIN = 'nodehunter.sol';
export const DEMO_PURCHASE_PRICE_SOL = 1.25;
/** Each fake step (processing, then payment processing) takes about 2 s. */
export const DEMO_PURCHASE_STEP_MS = 2000;
const DEMO_TRANSACTION_ID_LENGTH = 88;

export type DemoPurchaseStep = 'disconnected' | 'connected' | 'processing' | 'payment-processing' | 'confirmed';

export type DemoPurchaseEvent =
  | { type: 'connect' }
  | { type: 'buy' }
  | { type: 'step-elapsed' }
  | { type: 'submit'; recipient: string }
  | { type: 'reset' };

export interface DemoPurchaseResult {
  step: DemoPurchaseStep;
  /** A validation message to show; the step is unchanged. */
  error?: string;
  /** Set once, when the recipient was submitted: show the PAYMENT_RECEIVED message. */
  completed?: boolean;
}

/**
 * disconnected → connected → processing → (2 s) payment-processing → (2 s) confirmed; submitting a recipient
 * resets to disconnected and completes. Buying without a wallet and submitting a blank recipient give the
 * spec's messages and keep the step.
 */
export function demoPurchaseNext(step: DemoPurchaseStep, event: DemoPurchaseEvent): DemoPurchaseResult {
  switch (event.type) {
    case 'reset':
      return { step: 'disconnected' };
    case 'connect':
      return step === 'disconnected' ? { step: 'connected' } : { step };
    case 'buy': {
      const error = requireConnectedWallet(step !== 'disconnected');
      if (error) return { step, error };
      return step === 'connected' ? { step: 'processing' } : { step };
    }
    case 'step-elapsed':
      if (step === 'processing') return { step: 'payment-processing' };
      if (step === 'payment-processing') return { step: 'confirmed' };
      return { step };
    case 'submit': {
      if (step !== 'confirmed') return { step };
      const error = requireRecipient(event.recipient);
      if (error) return { step, error };
      return { step: 'disconnected', completed: true };
    }
  }
}

/** A fake transaction signature: 88 base58 characters, like a real Solana signature. */
export function fakeTransactionId(random: Random): string {
  let id = '';
  for (let i = 0; i < DEMO_TRANSACTION_ID_LENGTH; i++)
    id += BASE58_ALPHABET[randomInt(random, 0, BASE58_ALPHABET.length - 1)];
  return id;
}
