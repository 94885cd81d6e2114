import { describe, expect, it } from 'vitest';
import { canTransition, isSaleStatus, NAME_HOLDING_STATUSES, ORDER_STATUSES } from '@/lib/rules/order-states';
import { settlePayment } from '@/lib/rules/payments';

describe('the order state machine', () => {
  it('declares a move list for every state; refunded is the end', () => {
    for (const from of ORDER_STATUSES)
      expect(ORDER_STATUSES.some((to) => canTransition(from, to)) || from === 'refunded', from).toBe(true);
    for (const to of ORDER_STATUSES) expect(canTransition('refunded', to), to).toBe(false);
  });

  it('sells only through confirming or a final payment; delivers only a paid name; refunds from a settled state', () => {
    expect(canTransition('awaiting_payment', 'paid')).toBe(true);
    expect(canTransition('awaiting_payment', 'fulfilled')).toBe(false);
    expect(canTransition('confirming', 'awaiting_payment')).toBe(true);
    expect(canTransition('paid', 'delivering')).toBe(true);
    expect(canTransition('delivering', 'refund_pending')).toBe(false);
    expect(canTransition('fulfilled', 'refunded')).toBe(true);
    expect(canTransition('refunded', 'paid')).toBe(false);
  });

  it('a name is held while an order awaits or confirms its payment, sold while paid, delivering or delivered', () => {
    expect(NAME_HOLDING_STATUSES).toEqual(['awaiting_payment', 'confirming']);
    expect(isSaleStatus('delivering')).toBe(true);
    expect(isSaleStatus('refund_pending', 'paid')).toBe(true);
    expect(isSaleStatus('refund_pending', 'paid_late')).toBe(false);
    expect(isSaleStatus('expired')).toBe(false);
  });

  it('a payment made in time that finds the name gone says so, not "after the order expired"', () => {
    const settled = settlePayment({
      orderStatus: 'expired',
      expiresAt: new Date('2026-11-24T12:15:00Z'),
      priceLamports: 5n,
      countedLamports: 0n,
      lamports: 5n,
      paidAt: new Date('2026-11-24T12:14:00Z'),
      nameTaken: true,
      now: new Date('2026-11-24T12:20:00Z'),
    });
    expect(settled).toEqual({
      outcome: 'paid_late',
      orderStatus: 'paid_late',
      reason:
        'Paid in time, but the name went to another buyer while the payment was being confirmed: it will be refunded.',
    });
  });
});
