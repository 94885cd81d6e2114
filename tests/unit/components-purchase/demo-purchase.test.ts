import { describe, expect, it } from 'vitest';
import {
  DEMO_PURCHASE_DOMAIN,
  DEMO_PURCHASE_PRICE_SOL,
  DEMO_PURCHASE_STEP_MS,
  demoPurchaseNext,
  fakeTransactionId,
} from '@/components/purchase/demo-purchase';
import { mulberry32 } from '@/lib/rules/random';
import { isSolanaAddressShape } from '@/lib/rules/validation';

describe('demo purchase', () => {
  it('quotes nodehunter.sol at 1.25 SOL, 2 s steps', () => {
    expect([DEMO_PURCHASE_DOMAIN, DEMO_PURCHASE_PRICE_SOL, DEMO_PURCHASE_STEP_MS]).toEqual([
      'nodehunter.sol',
      1.25,
      2000,
    ]);
  });

  it('walks not connected → connected → processing → payment processing → confirmed → reset', () => {
    let result = demoPurchaseNext('disconnected', { type: 'connect' });
    expect(result.step).toBe('connected');
    result = demoPurchaseNext(result.step, { type: 'buy' });
    expect(result.step).toBe('processing');
    result = demoPurchaseNext(result.step, { type: 'step-elapsed' });
    expect(result.step).toBe('payment-processing');
    result = demoPurchaseNext(result.step, { type: 'step-elapsed' });
    expect(result.step).toBe('confirmed');
    result = demoPurchaseNext(result.step, { type: 'submit', recipient: '7xKpQ2m' });
    expect(result).toEqual({ step: 'disconnected', completed: true });
  });

  it('refuses to buy without a wallet and to submit a blank recipient', () => {
    expect(demoPurchaseNext('disconnected', { type: 'buy' })).toEqual({
      step: 'disconnected',
      error: 'Please connect your wallet first',
    });
    expect(demoPurchaseNext('confirmed', { type: 'submit', recipient: '  ' })).toEqual({
      step: 'confirmed',
      error: 'Please enter a recipient address',
    });
    expect(demoPurchaseNext('processing', { type: 'submit', recipient: 'x' })).toEqual({ step: 'processing' });
    expect(demoPurchaseNext('confirmed', { type: 'reset' })).toEqual({ step: 'disconnected' });
  });

  it('makes an 88-character base58 fake transaction id', () => {
    const id = fakeTransactionId(mulberry32(5));
    expect(id).toHaveLength(88);
    expect(/^[1-9A-HJ-NP-Za-km-z]+$/.test(id)).toBe(true);
    expect(fakeTransactionId(mulberry32(5))).toBe(id);
    expect(isSolanaAddressShape(id)).toBe(false);
  });
});
