import { describe, expect, it } from 'vitest';
import { judgeRefund, owedBySource, partOfOwed, refundMemo, type RefundablePayment } from '@/lib/rules/refunds';

const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, second));
const pay = (source: string, lamports: bigint, outcome: string, second: number): RefundablePayment => ({
  source,
  lamports,
  outcome,
  blockTime: at(second),
});

describe('owedBySource', () => {
  const price = 100n;

  it('an unsold order owes every payer all it sent, whatever the outcome that reached the seller', () => {
    const payments = [
      pay('A', 60n, 'underpaid', 1),
      pay('B', 30n, 'paid_late', 2),
      pay('A', 5n, 'wrong_memo', 3),
      pay('C', 9n, 'failed', 4),
      pay('D', 7n, 'wrong_recipient', 5),
    ];
    expect(owedBySource(payments, { keep: false, price })).toEqual([
      { address: 'A', lamports: 65n },
      { address: 'B', lamports: 30n },
    ]);
  });

  it('a sale keeps its price: what crossed it is owed to the payment that crossed it, in block-time order', () => {
    const payments = [
      pay('B', 70n, 'completed', 2),
      pay('A', 60n, 'underpaid', 1),
      pay('C', 20n, 'completed', 3),
      pay('D', 4n, 'extra', 4),
    ];
    // A (60) then B (70): B crossed the price by 30; C came after it: all 20 owed; D's extra payment: all owed.
    expect(owedBySource(payments, { keep: true, price })).toEqual([
      { address: 'B', lamports: 30n },
      { address: 'C', lamports: 20n },
      { address: 'D', lamports: 4n },
    ]);
  });

  it('an exact sale owes nothing; a whole refund of it returns every payment; refunds made are taken off', () => {
    const payments = [pay('A', 40n, 'underpaid', 1), pay('B', 60n, 'completed', 2), pay('A', 1n, 'refunded', 0)];
    expect(owedBySource(payments, { keep: true, price })).toEqual([]);
    expect(owedBySource(payments, { keep: false, price })).toEqual([
      { address: 'A', lamports: 40n },
      { address: 'B', lamports: 60n },
    ]);
    expect(owedBySource(payments, { keep: false, price, refunded: [{ address: 'A', lamports: 40n }] })).toEqual([
      { address: 'B', lamports: 60n },
    ]);
  });

  it('a part refund takes from what is owed payer by payer; more than is owed is refused', () => {
    const owed = [
      { address: 'A', lamports: 30n },
      { address: 'B', lamports: 20n },
    ];
    expect(partOfOwed(owed, 40n)).toEqual([
      { address: 'A', lamports: 30n },
      { address: 'B', lamports: 10n },
    ]);
    expect(partOfOwed(owed, 51n)).toBeNull();
  });
});

describe('judgeRefund', () => {
  const orderId = 'order-1';
  const expected = {
    orderId,
    recipients: [
      { address: 'A', lamports: 30n },
      { address: 'B', lamports: 20n },
    ],
    senders: ['OP', 'SELLER'],
    paidAt: at(10),
  };
  const refund = {
    failed: false,
    feePayer: 'OP',
    blockTime: at(20),
    memos: [refundMemo(orderId)],
    transfers: [
      { source: 'OP', destination: 'A', lamports: 30n },
      { source: 'OP', destination: 'B', lamports: 20n },
    ],
  };
  const reason = (tx: typeof refund) => {
    const verdict = judgeRefund(tx, expected);
    return verdict.ok ? null : verdict.reason;
  };

  it('accepts a refund from an allowed wallet, with the memo, after the payment, paying each recipient', () => {
    expect(judgeRefund(refund, expected)).toEqual({ ok: true });
    // The seller's wallet moving the SOL while someone else pays the fee is a refund too.
    expect(
      reason({ ...refund, feePayer: 'X', transfers: refund.transfers.map((t) => ({ ...t, source: 'SELLER' })) }),
    ).toBeNull();
  });

  it('rejects a failed one, a stranger, no memo, another order, an older one, one paying a recipient short', () => {
    expect(reason({ ...refund, failed: true })).toBe(
      'The refund transaction failed on chain (it moved no SOL). Nothing was recorded.',
    );
    expect(reason({ ...refund, feePayer: 'X', transfers: refund.transfers.map((t) => ({ ...t, source: 'X' })) })).toBe(
      'The refund transaction was not sent by an operator wallet or the seller. Nothing was recorded.',
    );
    expect(reason({ ...refund, memos: [] })).toBe(
      'The refund transaction does not carry the memo refund:order-1. Nothing was recorded.',
    );
    expect(reason({ ...refund, memos: ['refund:order-2'] })).toBe(
      'The refund transaction names another order in its memo. Nothing was recorded.',
    );
    expect(reason({ ...refund, blockTime: at(5) })).toBe(
      'The refund transaction is older than the payment it would refund. Nothing was recorded.',
    );
    expect(reason({ ...refund, transfers: [refund.transfers[0], { ...refund.transfers[1], lamports: 19n }] })).toBe(
      'The refund transaction sends B 19 lamports, less than the 20 owed to it. Nothing was recorded.',
    );
  });
});
