import { describe, expect, it } from 'vitest';
import { examineTransfers, type TransactionSeen } from '@/lib/rules/payment-attribution';

const SELLER = 'Se11er1111111111111111111111111111111111111';
const BUYER = 'Buyer11111111111111111111111111111111111111';
const VAULT = 'Vau1t11111111111111111111111111111111111111';
const A = { id: 'order-a', reference: 'RefA1111111111111111111111111111111111111111' };
const B = { id: 'order-b', reference: 'RefB1111111111111111111111111111111111111111' };

function seen(over: Partial<TransactionSeen> & { toSeller?: bigint } = {}): TransactionSeen {
  const toSeller = over.toSeller ?? 7n;
  return {
    failed: false,
    feePayer: BUYER,
    fee: 5000n,
    balanceChanges: new Map([
      [BUYER, -toSeller - 5000n],
      [SELLER, toSeller],
    ]),
    transfers: [{ source: BUYER, destination: SELLER, lamports: toSeller, accounts: [BUYER, SELLER, A.reference] }],
    memos: [A.id],
    ...over,
  };
}

describe('what reached the seller, attributed to orders', () => {
  it('a Solana Pay transfer counts for the order whose reference it carries; its source is the buyer', () => {
    expect(examineTransfers(seen(), { seller: SELLER, orders: [A] }).get(A.id)).toMatchObject({
      kind: 'money',
      source: BUYER,
      lamports: 7n,
    });
  });

  it('a failed transaction moved nothing, whatever amount it claims (2^64−1 included)', () => {
    const claimed = 2n ** 64n - 1n;
    const failed = seen({
      failed: true,
      balanceChanges: new Map([[BUYER, -5000n]]),
      transfers: [{ source: BUYER, destination: SELLER, lamports: claimed, accounts: [BUYER, SELLER, A.reference] }],
    });
    expect(examineTransfers(failed, { seller: SELLER, orders: [A] }).get(A.id)).toMatchObject({
      kind: 'failed',
      lamports: 0n,
      claimedLamports: claimed.toString(),
    });
  });

  it('a balance change no transfer can make is refused, not stored', () => {
    const absurd = seen({ balanceChanges: new Map([[SELLER, 2n ** 63n]]), toSeller: 1n });
    expect(examineTransfers(absurd, { seller: SELLER, orders: [A] }).get(A.id)).toMatchObject({
      kind: 'rejected',
      lamports: 0n,
    });
  });

  it('one transaction that pays two orders credits each with the transfers carrying its own reference', () => {
    const both = seen({
      balanceChanges: new Map([[SELLER, 12n]]),
      transfers: [
        { source: BUYER, destination: SELLER, lamports: 5n, accounts: [BUYER, SELLER, A.reference] },
        { source: BUYER, destination: SELLER, lamports: 7n, accounts: [BUYER, SELLER, B.reference] },
      ],
      memos: [A.id, B.id],
    });
    const examined = examineTransfers(both, { seller: SELLER, orders: [A, B] });
    expect(examined.get(A.id)).toMatchObject({ kind: 'money', lamports: 5n });
    expect(examined.get(B.id)).toMatchObject({ kind: 'money', lamports: 7n });
  });

  it('a payment through a program (inner transfer from a vault, no reference on it) is the balance change', () => {
    const cpi = seen({
      balanceChanges: new Map([
        [VAULT, -9n],
        [SELLER, 9n],
      ]),
      transfers: [{ source: VAULT, destination: SELLER, lamports: 9n, accounts: [VAULT, SELLER] }],
    });
    expect(examineTransfers(cpi, { seller: SELLER, orders: [A] }).get(A.id)).toMatchObject({
      kind: 'money',
      source: VAULT,
      lamports: 9n,
    });
  });

  it('what the transfers claim is bounded by what the seller received', () => {
    const less = seen({ balanceChanges: new Map([[SELLER, 3n]]) });
    expect(examineTransfers(less, { seller: SELLER, orders: [A] }).get(A.id)).toMatchObject({ lamports: 3n });
  });

  it('SOL sent elsewhere, or without the order memo, does not count for the order', () => {
    const elsewhere = seen({
      balanceChanges: new Map([['Elsewhere1111', 7n]]),
      transfers: [{ source: BUYER, destination: 'Elsewhere1111', lamports: 7n, accounts: [A.reference] }],
    });
    expect(examineTransfers(elsewhere, { seller: SELLER, orders: [A] }).get(A.id)?.reason).toBe(
      'A payment of 0.000000007 SOL for this order went to Else…1111, not to the seller: it did not pay this order.',
    );
    expect(examineTransfers(seen({ memos: ['other'] }), { seller: SELLER, orders: [A] }).get(A.id)?.kind).toBe(
      'wrong_memo',
    );
  });

  it("an accepted offer's order counts money only from the offer's wallet (its source, or the fee payer it signed as)", () => {
    const agreed = { ...A, payer: BUYER };
    expect(examineTransfers(seen(), { seller: SELLER, orders: [agreed] }).get(A.id)?.kind).toBe('money');
    const sponsored = seen({ feePayer: 'Sp0nsor111111111111111111111111111111111111' });
    expect(examineTransfers(sponsored, { seller: SELLER, orders: [agreed] }).get(A.id)?.kind).toBe('money');
    const relayed = seen({
      transfers: [{ source: VAULT, destination: SELLER, lamports: 7n, accounts: [A.reference] }],
    });
    expect(examineTransfers(relayed, { seller: SELLER, orders: [agreed] }).get(A.id)?.kind).toBe('money');
    const other = { ...A, payer: 'Agreed111111111111111111111111111111111111' };
    expect(examineTransfers(seen(), { seller: SELLER, orders: [other] }).get(A.id)).toEqual({
      kind: 'wrong_payer',
      source: BUYER,
      recipient: SELLER,
      lamports: 7n,
      reason:
        'A payment of 0.000000007 SOL came from Buye…1111, not from the wallet this price was agreed with, so it was not counted. It will be refunded.',
    });
  });
});
