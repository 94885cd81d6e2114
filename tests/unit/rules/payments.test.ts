import { describe, expect, it } from 'vitest';
import {
  formatCountdown,
  lamportsToSolText,
  needsPaymentCheck,
  orderExpiry,
  secondsLeft,
  statusAfterPayment,
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

  it('a payment confirmed after the order expired is paid_late', () => {
    const expires = new Date('2026-11-24T12:15:00Z');
    expect(statusAfterPayment(expires, new Date('2026-11-24T12:14:59Z'))).toBe('paid');
    expect(statusAfterPayment(expires, new Date('2026-11-24T12:15:01Z'))).toBe('paid_late');
  });

  it('checks waiting orders at most every interval, expired ones for a day, settled ones never', () => {
    const now = new Date('2026-11-24T12:00:10Z');
    const base = { expiresAt: new Date('2026-11-24T12:15:00Z'), checkedAt: null };
    expect(needsPaymentCheck({ ...base, status: 'awaiting_payment' }, now)).toBe(true);
    expect(
      needsPaymentCheck({ ...base, status: 'awaiting_payment', checkedAt: new Date('2026-11-24T12:00:09Z') }, now),
    ).toBe(false);
    expect(needsPaymentCheck({ ...base, status: 'paid' }, now)).toBe(false);
    expect(
      needsPaymentCheck({ status: 'expired', expiresAt: new Date('2026-11-24T11:00:00Z'), checkedAt: null }, now),
    ).toBe(true);
    expect(
      needsPaymentCheck({ status: 'expired', expiresAt: new Date('2026-11-22T11:00:00Z'), checkedAt: null }, now),
    ).toBe(false);
  });

  it('opens the order page inside Phantom, Solflare or Backpack on a phone', () => {
    const links = walletBrowseLinks('https://mall.example/orders/abc');
    expect(links.map((l) => l.name)).toEqual(['Phantom', 'Solflare', 'Backpack']);
    expect(links[0].href).toBe(
      'https://phantom.app/ul/browse/https%3A%2F%2Fmall.example%2Forders%2Fabc?ref=https%3A%2F%2Fmall.example',
    );
  });
});
