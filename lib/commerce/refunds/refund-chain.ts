import 'server-only';
import { PublicKey, type Connection } from '@solana/web3.js';
import { listOperators } from '../../auth/operators';
import { paymentSettings } from '../../integrations/solana-pay';
import { readTransaction } from '../../integrations/solana-chain';
import { judgeRefund } from '../../rules/refunds';
import { recipientsOf, type RefundIntent } from './refunds';

// What the chain says of a refund intent (docs/payments.md "Refunds"): read at `finalized` before it is recorded.

export type RefundOnChain =
  /** No transaction yet; it may still land. */
  | { kind: 'unseen'; signature: string | null }
  /** Its blockhash passed its last valid block height at `finalized` and no transaction landed: it never will. */
  | { kind: 'expired' }
  | { kind: 'rejected'; signature: string; reason: string }
  /** Right as far as can be read, but only `confirmed`: a fork may still drop it. */
  | { kind: 'confirmed'; signature: string }
  | { kind: 'finalized'; signature: string };

/** Who may send a refund: the wallet that built it, an operator wallet, the seller. */
async function refundSenders(intent: RefundIntent, seller: string): Promise<string[]> {
  const operatorWallets = (await listOperators()).map((operator) => operator.wallet);
  const current = paymentSettings()?.seller;
  return [intent.sender, ...operatorWallets, current, seller].filter((w): w is string => Boolean(w));
}

/** The transaction carrying the intent's reference key, for a refund whose signature the console never said. */
async function signatureByReference(connection: Connection, reference: string | null): Promise<string | null> {
  if (!reference) return null;
  const found = await connection.getSignaturesForAddress(new PublicKey(reference), { limit: 10 }, 'confirmed');
  return found.find((info) => !info.err)?.signature ?? found[0]?.signature ?? null;
}

async function unseenOrExpired(connection: Connection, intent: RefundIntent, signature: string | null) {
  if (intent.lastValidBlockHeight === null) return { kind: 'unseen', signature } as const;
  const height = await connection.getBlockHeight('finalized');
  return height > intent.lastValidBlockHeight
    ? ({ kind: 'expired' } as const)
    : ({ kind: 'unseen', signature } as const);
}

/** Reads the intent's transaction (its stored signature, else the one carrying its reference) and judges it. */
export async function readRefundOnChain(
  connection: Connection,
  intent: RefundIntent,
  expected: { seller: string; paidAt: Date | null },
): Promise<RefundOnChain> {
  const signature = intent.signature ?? (await signatureByReference(connection, intent.reference));
  if (!signature) return unseenOrExpired(connection, intent, null);
  const { value } = await connection.getSignatureStatuses([signature], { searchTransactionHistory: true });
  const status = value[0];
  if (!status) return unseenOrExpired(connection, intent, signature);
  const transaction = await readTransaction(connection, signature);
  if (!transaction) return { kind: 'unseen', signature };
  const verdict = judgeRefund(transaction, {
    orderId: intent.orderId,
    recipients: recipientsOf(intent),
    senders: await refundSenders(intent, expected.seller),
    paidAt: expected.paidAt,
  });
  if (!verdict.ok) return { kind: 'rejected', signature, reason: verdict.reason };
  return status.confirmationStatus === 'finalized'
    ? { kind: 'finalized', signature }
    : { kind: 'confirmed', signature };
}
