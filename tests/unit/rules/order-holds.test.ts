import { describe, expect, it } from 'vitest';
import {
  IDEMPOTENCY_KEY_PATTERN,
  MAX_OPEN_ORDERS_PER_ADDRESS,
  MAX_OPEN_ORDERS_PER_WALLET,
  retryAfterSeconds,
} from '@/lib/rules/order-holds';
import { ownerCheckDelayMs } from '@/lib/rules/owner-checks';
import { ORDER_RESERVATION_MS } from '@/lib/rules/payments';

describe('order holds', () => {
  it('a wallet holds 2 names, an address 4', () => {
    expect(MAX_OPEN_ORDERS_PER_WALLET).toBe(2);
    expect(MAX_OPEN_ORDERS_PER_ADDRESS).toBe(4);
  });

  it('an Idempotency-Key is 1 to 100 visible ASCII characters', () => {
    for (const good of ['a', 'x'.repeat(100), 'order-1:7f3a/9c='])
      expect(IDEMPOTENCY_KEY_PATTERN.test(good)).toBe(true);
    for (const bad of ['', 'x'.repeat(101), 'a b', 'tab\there', 'café', 'line\n'])
      expect(IDEMPOTENCY_KEY_PATTERN.test(bad), JSON.stringify(bad)).toBe(false);
  });

  it('an address may try again when its oldest hold ends, at least a second from now', () => {
    const opened = new Date('2026-01-01T00:00:00Z');
    expect(retryAfterSeconds(opened, opened)).toBe(ORDER_RESERVATION_MS / 1000);
    expect(retryAfterSeconds(opened, new Date(opened.getTime() + ORDER_RESERVATION_MS + 5000))).toBe(1);
  });
});

describe('owner checks back off', () => {
  it('1 minute, then ×4, to a cap of 6 hours', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 40].map(ownerCheckDelayMs)).toEqual([
      60_000,
      240_000,
      960_000,
      3_840_000,
      15_360_000,
      6 * 60 * 60 * 1000,
      6 * 60 * 60 * 1000,
      6 * 60 * 60 * 1000,
    ]);
  });
});
