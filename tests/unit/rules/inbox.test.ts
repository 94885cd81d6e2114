import { describe, expect, it } from 'vitest';
import { maskEmail, normalEmail, notificationHref, notificationTitle, orderMoveNotices } from '@/lib/rules/inbox';

describe('orderMoveNotices', () => {
  it('tells the buyer of payment, delivery and refund, and the operators of a new order', () => {
    expect(orderMoveNotices('awaiting_payment', 'paid')).toEqual([
      { to: 'buyer', kind: 'order.paid' },
      { to: 'operators', kind: 'operator.new-order' },
    ]);
    expect(orderMoveNotices('confirming', 'paid')).toHaveLength(2);
    expect(orderMoveNotices('paid', 'fulfilled')).toEqual([{ to: 'buyer', kind: 'order.delivered' }]);
    expect(orderMoveNotices('fulfilled', 'refunded')).toEqual([{ to: 'buyer', kind: 'order.refunded' }]);
    expect(orderMoveNotices('expired', 'paid_late')).toEqual([
      { to: 'operators', kind: 'operator.refund-attention', reason: 'paid after the order expired: refund it' },
    ]);
  });

  it('is silent when an order only goes back to paid, or moves on its way', () => {
    expect(orderMoveNotices('delivering', 'paid')).toEqual([]);
    expect(orderMoveNotices('refund_pending', 'paid')).toEqual([]);
    expect(orderMoveNotices('paid', 'delivering')).toEqual([]);
    expect(orderMoveNotices('awaiting_payment', 'expired')).toEqual([]);
  });
});

describe('notificationTitle and notificationHref', () => {
  it('says each message in one line, with its amount in SOL', () => {
    expect(notificationTitle({ kind: 'order.paid', name: 'a.sol', lamports: 4_200_000_000 })).toBe(
      'Payment received: a.sol is yours (4.2 SOL)',
    );
    expect(
      notificationTitle({ kind: 'watch.price-drop', name: 'a.sol', lamports: 3e8, detail: { wasLamports: 5e8 } }),
    ).toBe('Price drop: a.sol now 0.3 SOL, was 0.5 SOL');
    expect(notificationTitle({ kind: 'offer.declined', name: 'a.sol', detail: { reason: 'too low' } })).toBe(
      'Offer declined: a.sol (too low)',
    );
    expect(notificationTitle({ kind: 'offer.countered', name: 'a.sol', lamports: 3e9 })).toBe(
      'Counter-offer: 3 SOL for a.sol',
    );
    expect(notificationTitle({ kind: 'operator.job-failed', detail: { job: 'receipt.mint', error: 'down' } })).toBe(
      'Gave up: receipt.mint (down)',
    );
  });

  it('leads to the order (the console for operators) or the name', () => {
    expect(notificationHref({ kind: 'order.paid', orderId: 'o1', name: 'a.sol' })).toBe('/orders/o1');
    expect(notificationHref({ kind: 'operator.new-order', orderId: 'o1' })).toBe('/operator/orders/o1');
    expect(notificationHref({ kind: 'watch.sold', name: 'a.sol' })).toBe('/domains/a');
    expect(notificationHref({ kind: 'operator.job-failed' })).toBeNull();
  });
});

describe('e-mail addresses', () => {
  it('accepts a plain address, lower-cased, and refuses the rest', () => {
    expect(normalEmail(' Ana@Example.COM ')).toBe('ana@example.com');
    expect(normalEmail('ana@example')).toBeNull();
    expect(normalEmail('Ana <ana@example.com>')).toBeNull();
    expect(normalEmail(`${'a'.repeat(250)}@e.com`)).toBeNull();
  });

  it('masks an address for its own wallet', () => {
    expect(maskEmail('ana@example.com')).toBe('a•••@e•••.com');
    expect(maskEmail('x@localhost')).toBe('x•••@l•••');
  });
});
