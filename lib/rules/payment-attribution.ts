import { lamportsToSolText } from './payments';

/**
 * Every lamport attributed (docs/payments.md "What a payment is"): what reached the seller is the seller's balance
 * change in the transaction, as Solana Pay's validateTransfer measures it; each order gets the transfers (top level or
 * inner) that carry its own reference key, and a transaction that names a single order's reference is credited the
 * whole balance change even when the SOL moved through a program (a smart wallet, a multisig, TransferWithSeed).
 */

/** No transfer can move more than this: a node claiming more is answering nonsense, and the payment is refused. */
const MAX_LAMPORTS = 2n ** 63n - 1n;

interface TransferSeen {
  source: string;
  destination: string;
  lamports: bigint;
  accounts: readonly string[];
}

export interface TransactionSeen {
  failed: boolean;
  feePayer: string;
  fee: bigint;
  balanceChanges: ReadonlyMap<string, bigint>;
  transfers: readonly TransferSeen[];
  memos: readonly string[];
}

/** What a transaction carrying an order's reference is for that order, before the order's state is considered. */
export type ExaminedTransfer =
  | {
      kind: 'failed' | 'wrong_recipient' | 'wrong_memo' | 'wrong_payer' | 'rejected';
      source: string | null;
      recipient: string | null;
      lamports: bigint;
      reason: string;
      claimedLamports?: string;
    }
  | { kind: 'money'; source: string; recipient: string; lamports: bigint; reason: null };

const shortAddress = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`;
const sol = (lamports: bigint) => lamportsToSolText(lamports);

function largestSource(transfers: readonly TransferSeen[], fallback: string): string {
  let best: TransferSeen | undefined;
  for (const t of transfers) if (!best || t.lamports > best.lamports) best = t;
  return best?.source ?? fallback;
}

/**
 * Splits what reached `seller` in one transaction among the orders whose references it names, and says for each
 * whether it counts (money), or why not. Pure: the transaction as read, the orders, nothing else.
 */
export function examineTransfers(
  tx: TransactionSeen,
  {
    seller,
    orders,
  }: {
    seller: string;
    /** `payer`: the only wallet that may pay the order (an accepted offer's); null or absent, anyone may. */
    orders: readonly { id: string; reference: string; payer?: string | null }[];
  },
): Map<string, ExaminedTransfer> {
  const result = new Map<string, ExaminedTransfer>();
  const toSeller = tx.transfers.filter((t) => t.destination === seller);
  const firstSource = toSeller[0]?.source ?? tx.transfers[0]?.source ?? tx.feePayer;
  // The seller's balance change; a fee the seller paid itself is not money it lost.
  const delta = (tx.balanceChanges.get(seller) ?? 0n) + (tx.feePayer === seller ? tx.fee : 0n);
  const claimed = toSeller.reduce((sum, t) => sum + t.lamports, 0n);
  if (tx.failed) {
    for (const order of orders) {
      const carried = toSeller.filter((t) => t.accounts.includes(order.reference));
      result.set(order.id, {
        kind: 'failed',
        source: largestSource(carried.length ? carried : toSeller, firstSource),
        recipient: toSeller.length ? seller : (tx.transfers[0]?.destination ?? null),
        lamports: 0n,
        reason: 'A payment attempt failed on the Solana network: nothing was paid.',
        ...(claimed > MAX_LAMPORTS ? { claimedLamports: claimed.toString() } : {}),
      });
    }
    return result;
  }
  if (delta > MAX_LAMPORTS || claimed > MAX_LAMPORTS * 2n) {
    for (const order of orders) {
      result.set(order.id, {
        kind: 'rejected',
        source: firstSource,
        recipient: seller,
        lamports: 0n,
        reason: 'The Solana network reported an amount no payment can have, so this transaction was not counted.',
        claimedLamports: (delta > claimed ? delta : claimed).toString(),
      });
    }
    return result;
  }
  if (delta <= 0n) {
    const elsewhere = tx.transfers.reduce((sum, t) => sum + t.lamports, 0n);
    const to = tx.transfers[0]?.destination ?? null;
    for (const order of orders) {
      result.set(order.id, {
        kind: 'wrong_recipient',
        source: firstSource,
        recipient: to,
        lamports: elsewhere > MAX_LAMPORTS ? 0n : elsewhere,
        reason: to
          ? `A payment of ${sol(elsewhere)} SOL for this order went to ${shortAddress(to)}, not to the seller: it did not pay this order.`
          : 'A transaction for this order moved no SOL to the seller: it did not pay this order.',
      });
    }
    return result;
  }
  // Each order's share: the transfers to the seller carrying its reference; what is left of the balance change goes
  // to the one order no transfer names (a payment through a program), never to several at a guess.
  let left = delta;
  const shares = new Map<string, { lamports: bigint; source: string }>();
  const unnamed: string[] = [];
  for (const order of orders) {
    const carried = toSeller.filter((t) => t.accounts.includes(order.reference));
    if (carried.length === 0) {
      unnamed.push(order.id);
      continue;
    }
    const sum = carried.reduce((total, t) => total + t.lamports, 0n);
    const lamports = sum < left ? sum : left;
    left -= lamports;
    shares.set(order.id, { lamports, source: largestSource(carried, firstSource) });
  }
  if (unnamed.length === 1) shares.set(unnamed[0], { lamports: left, source: largestSource(toSeller, firstSource) });
  for (const order of orders) {
    const share = shares.get(order.id);
    if (!share || share.lamports === 0n) {
      result.set(order.id, {
        kind: 'wrong_recipient',
        source: firstSource,
        recipient: seller,
        lamports: 0n,
        reason: 'A transaction named this order but no SOL in it was for this order: it did not pay this order.',
      });
    } else if (order.payer && share.source !== order.payer && tx.feePayer !== order.payer) {
      result.set(order.id, {
        kind: 'wrong_payer',
        source: share.source,
        recipient: seller,
        lamports: share.lamports,
        reason: `A payment of ${sol(share.lamports)} SOL came from ${shortAddress(share.source)}, not from the wallet this price was agreed with, so it was not counted. It will be refunded.`,
      });
    } else if (!tx.memos.includes(order.id)) {
      result.set(order.id, {
        kind: 'wrong_memo',
        source: share.source,
        recipient: seller,
        lamports: share.lamports,
        reason: `A payment of ${sol(share.lamports)} SOL did not carry this order's memo, so it was not counted. It will be refunded.`,
      });
    } else {
      result.set(order.id, {
        kind: 'money',
        source: share.source,
        recipient: seller,
        lamports: share.lamports,
        reason: null,
      });
    }
  }
  return result;
}
