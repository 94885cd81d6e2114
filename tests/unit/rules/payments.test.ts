import { describe, expect, it } from 'vitest';
import {
  formatCountdown,
  lamportsToSolText,
  orderExpiry,
  owedLamports,
  receivedNotice,
  secondsLeft,
  settlePayment,
  walletBrowseLinks,
} from '@/lib/rules/payments';

describe('payment rules', () => {
  it('writes lamports as the exact SOL amount of a Solana Pay request', () => {
    expect(lamportsToSolText(12_000_000_000n)).toBe('12');
    expect(lamportsToSolText(250_000_000n)).toBe('0.25');
    expect(lamportsToSolText(1n)).toBe('0.000000001');
    expect(lamportsToSolText(1_234_567_890_123n)).toBe('1234.567890123');
  });

  it('reserves a name for 15 minutes and counts the time left down to 0', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    const expires = orderExpiry(now);
    expect(expires.toISOString()).toBe('2026-11-24T12:15:00.000Z');
    expect(secondsLeft(expires, now)).toBe(900);
    expect(formatCountdown(secondsLeft(expires, now))).toBe('15:00');
    expect(formatCountdown(59)).toBe('0:59');
    expect(secondsLeft(expires, new Date('2026-11-24T12:20:00Z'))).toBe(0);
  });

  const settle = (over: Partial<Parameters<typeof settlePayment>[0]> = {}) =>
    settlePayment({
      orderStatus: 'awaiting_payment',
      expiresAt: new Date('2026-11-24T12:15:00Z'),
      priceLamports: 500_000_000n,
      countedLamports: 0n,
      lamports: 500_000_000n,
      paidAt: new Date('2026-11-24T12:14:59Z'),
      nameTaken: false,
      now: new Date('2026-11-24T12:15:30Z'),
      ...over,
    });

  it('a payment made in time completes the sale; after expiry, or when another order took the name, it is paid_late', () => {
    expect(settle()).toMatchObject({ outcome: 'completed', orderStatus: 'paid' });
    expect(settle({ paidAt: new Date('2026-11-24T12:15:01Z') })).toMatchObject({
      outcome: 'paid_late',
      orderStatus: 'paid_late',
    });
    expect(settle({ orderStatus: 'expired' })).toMatchObject({ outcome: 'completed', orderStatus: 'paid' });
    expect(settle({ orderStatus: 'expired', nameTaken: true })).toMatchObject({
      outcome: 'paid_late',
      orderStatus: 'paid_late',
    });
    expect(settle({ orderStatus: 'paid' })).toMatchObject({ outcome: 'extra', orderStatus: 'paid' });
  });

  it('payments made in time add up: short of the price they are underpaid, reaching it they complete', () => {
    expect(settle({ lamports: 200_000_000n, now: new Date('2026-11-24T12:14:59Z') })).toMatchObject({
      outcome: 'underpaid',
      orderStatus: 'awaiting_payment',
    });
    // Short of the price once the order's time is up: it has expired, and what was sent is owed back.
    expect(settle({ lamports: 200_000_000n })).toMatchObject({ outcome: 'underpaid', orderStatus: 'expired' });
    expect(settle({ countedLamports: 200_000_000n, lamports: 300_000_000n })).toMatchObject({ outcome: 'completed' });
    expect(receivedNotice(200_000_000n, 500_000_000n, true)).toBe(
      'Received 0.2 of 0.5 SOL. Pay the remaining 0.3 SOL to this order before it expires, or what you sent is refunded.',
    );
  });

  it('owes back everything received but the price of a sale, less refunds', () => {
    const order = { amountLamports: 5n, receivedLamports: 7n, refundedLamports: 1n };
    expect(owedLamports({ ...order, status: 'paid' })).toBe(1n);
    expect(owedLamports({ ...order, status: 'delivering' })).toBe(1n);
    expect(owedLamports({ ...order, status: 'refund_pending', priorStatus: 'paid' })).toBe(1n);
    expect(owedLamports({ ...order, status: 'refund_pending', priorStatus: 'paid_late' })).toBe(6n);
    expect(owedLamports({ ...order, status: 'paid_late' })).toBe(6n);
    expect(owedLamports({ ...order, status: 'refunded', refundedLamports: 7n })).toBe(0n);
  });

  it('opens the order page inside Phantom, Solflare or Backpack on a phone', () => {
    const links = walletBrowseLinks('https://mall.example/orders/abc');
    expect(links.map((l) => l.name)).toEqual(['Phantom', 'Solflare', 'Backpack']);
    expect(links[0].href).toBe(
      'https://phantom.app/ul/browse/https%3A%2F%2Fmall.example%2Forders%2Fabc?ref=https%3A%2F%2Fmall.example',
    );
  });
});
