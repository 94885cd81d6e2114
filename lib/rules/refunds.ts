/**
 * Who a refund goes back to and what makes a transaction a refund (docs/payments.md "Refunds"). Pure: the order's
 * payments and the chain's reading come in, recipients and verdicts go out.
 */

/** One payment as far as refunds go: its source (the transfer's, not the fee payer), amount and fate. */
export interface RefundablePayment {
  source: string | null;
  lamports: bigint;
  outcome: string;
  blockTime: Date;
}

/** One wallet a refund pays, and how much. */
export interface RefundRecipient {
  address: string;
  lamports: bigint;
}

/** Counted towards the price. */
const COUNTED = ['completed', 'underpaid'];
/** Reached the seller without buying anything: always owed back. */
const NEVER_KEPT = ['paid_late', 'extra', 'wrong_memo', 'wrong_payer'];

function add(owed: Map<string, bigint>, address: string | null, lamports: bigint) {
  if (!address || lamports <= 0n) return;
  owed.set(address, (owed.get(address) ?? 0n) + lamports);
}

/**
 * What each payer is owed. `keep`: the order is a sale that stands, so the price is kept: of the counted payments (in
 * block-time order) only what went beyond the price is owed, to the payment that crossed it and those after; money
 * that never counted (late, extra, without the memo, from the wrong wallet) is owed in full. Otherwise (an unsold order, or a whole refund)
 * every payment goes back to its source. Refunds already made to an address (`refunded`) are taken off it.
 */
export function owedBySource(
  payments: readonly RefundablePayment[],
  { keep, price, refunded = [] }: { keep: boolean; price: bigint; refunded?: readonly RefundRecipient[] },
): RefundRecipient[] {
  const owed = new Map<string, bigint>();
  const byTime = [...payments].sort((a, b) => a.blockTime.getTime() - b.blockTime.getTime());
  let counted = 0n;
  for (const payment of byTime) {
    if (NEVER_KEPT.includes(payment.outcome)) add(owed, payment.source, payment.lamports);
    if (!COUNTED.includes(payment.outcome)) continue;
    if (!keep) {
      add(owed, payment.source, payment.lamports);
      continue;
    }
    const before = counted;
    counted += payment.lamports;
    const beyond = counted - (before > price ? before : price);
    add(owed, payment.source, beyond > payment.lamports ? payment.lamports : beyond);
  }
  for (const { address, lamports } of refunded) {
    if (owed.has(address)) owed.set(address, owed.get(address)! - lamports);
  }
  return [...owed].filter(([, lamports]) => lamports > 0n).map(([address, lamports]) => ({ address, lamports }));
}

export const totalLamports = (recipients: readonly RefundRecipient[]) =>
  recipients.reduce((sum, r) => sum + r.lamports, 0n);

/** A part refund of `lamports`: taken from what is owed, payer by payer in order. Null when more than is owed. */
export function partOfOwed(owed: readonly RefundRecipient[], lamports: bigint): RefundRecipient[] | null {
  if (lamports > totalLamports(owed)) return null;
  const part: RefundRecipient[] = [];
  let left = lamports;
  for (const { address, lamports: due } of owed) {
    if (left <= 0n) break;
    const take = due < left ? due : left;
    part.push({ address, lamports: take });
    left -= take;
  }
  return part;
}

/** The memo a refund carries, tying the transaction to its order. */
export const refundMemo = (orderId: string) => `refund:${orderId}`;

/** A transaction as the refund check reads it. */
export interface RefundTransaction {
  failed: boolean;
  feePayer: string;
  blockTime: Date | null;
  transfers: readonly { source: string; destination: string; lamports: bigint }[];
  memos: readonly string[];
}

export type RefundVerdict = { ok: true } | { ok: false; reason: string };

const NOTHING_RECORDED = 'Nothing was recorded.';

/**
 * Whether a transaction refunds the order: it succeeded, an allowed wallet signed it (the fee payer or a transfer's
 * source: the wallet that built it, an operator wallet or the seller), it carries `refund:{orderId}`, it is not older
 * than the payments it returns, and it sends every recipient at least what is owed to it.
 */
export function judgeRefund(
  tx: RefundTransaction,
  expected: {
    orderId: string;
    recipients: readonly RefundRecipient[];
    senders: readonly string[];
    paidAt: Date | null;
  },
): RefundVerdict {
  const reject = (reason: string): RefundVerdict => ({ ok: false, reason: `${reason} ${NOTHING_RECORDED}` });
  if (tx.failed) return reject('The refund transaction failed on chain (it moved no SOL).');
  const memo = refundMemo(expected.orderId);
  if (!tx.memos.includes(memo)) {
    return tx.memos.some((m) => m.startsWith('refund:'))
      ? reject('The refund transaction names another order in its memo.')
      : reject(`The refund transaction does not carry the memo ${memo}.`);
  }
  const signedBy = [tx.feePayer, ...tx.transfers.map((t) => t.source)];
  if (!signedBy.some((wallet) => expected.senders.includes(wallet))) {
    return reject('The refund transaction was not sent by an operator wallet or the seller.');
  }
  if (expected.paidAt && (!tx.blockTime || tx.blockTime.getTime() < expected.paidAt.getTime())) {
    return reject('The refund transaction is older than the payment it would refund.');
  }
  for (const { address, lamports } of expected.recipients) {
    const sent = tx.transfers.filter((t) => t.destination === address).reduce((sum, t) => sum + t.lamports, 0n);
    if (sent < lamports) {
      return reject(`The refund transaction sends ${address} ${sent} lamports, less than the ${lamports} owed to it.`);
    }
  }
  return { ok: true };
}
