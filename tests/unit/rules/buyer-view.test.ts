import { describe, expect, it } from 'vitest';
import { buyerStatusLabel, deliveryStage, lateKind } from '@/lib/rules/buyer-view';

const row = (state: string, lastError: string | null = null) => ({ state, lastError, signature: null });

describe('what the buyer reads', () => {
  it('a delivery is transferring, delayed when blocked, refused or failing, and transferred once done', () => {
    expect(deliveryStage('awaiting_payment', null)).toBeNull();
    expect(deliveryStage('paid', null)).toBe('transferring');
    expect(deliveryStage('paid', row('pending'))).toBe('transferring');
    expect(deliveryStage('delivering', row('sent'))).toBe('transferring');
    expect(deliveryStage('paid', row('pending', 'The node did not answer.'))).toBe('delayed');
    expect(deliveryStage('paid', row('blocked'))).toBe('delayed');
    expect(deliveryStage('paid', row('refused'))).toBe('delayed');
    expect(deliveryStage('fulfilled', null)).toBe('transferred');
    expect(deliveryStage('refund_pending', row('blocked'))).toBeNull();
  });

  it('money that lost the name came in time when its block time is before the order expired', () => {
    const expiresAt = '2030-01-01T00:15:00Z';
    expect(lateKind([{ outcome: 'completed', blockTime: '2030-01-01T00:01:00Z' }], expiresAt)).toBeNull();
    expect(lateKind([{ outcome: 'paid_late', blockTime: '2030-01-01T00:14:59Z' }], expiresAt)).toBe('in_time');
    expect(lateKind([{ outcome: 'paid_late', blockTime: '2030-01-01T00:15:01Z' }], expiresAt)).toBe('after_expiry');
  });

  it('labels never show an internal name', () => {
    expect(buyerStatusLabel('paid_late', 'in_time')).toBe('Paid in time, name sold to another buyer');
    expect(buyerStatusLabel('paid_late', 'after_expiry')).toBe('Paid after the order expired');
    expect(buyerStatusLabel('confirming')).toBe('Confirming payment');
    expect(buyerStatusLabel('awaiting_payment')).toBe('Awaiting payment');
  });
});
