import 'server-only';
import { PublicKey, SystemProgram, Transaction, TransactionInstruction } from '@solana/web3.js';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { getDb } from '../../db';
import { salePayments } from '../../db/schema';
import { AppError, badRequest, conflict } from '../../errors';
import { MEMO_PROGRAM_ID, rpcFailure } from '../../integrations/solana-chain';
import { chainConnection } from '../../integrations/solana-rpc';
import { RECEIVED_OUTCOMES } from '../../rules/payments';
import { readDelivery } from '../delivery/name-delivery';
import { refundDue, TRANSFER_IN_FLIGHT } from './refunds';
import { requireSaleOrder, type SaleOrder } from '../orders/sale-orders';

const REFUND_NETWORK_DOWN =
  'The Solana network could not be reached. Nothing was sent or recorded; try again in a moment.';

/** The memo a refund built here carries, tying the transaction to its order (docs/payments.md "Refunds"). */
const refundMemo = (orderId: string) => `refund:${orderId}`;

/**
 * Who a refund goes back to: the order's buyer (the source of its counted payment), else the source of the latest
 * payment that reached the seller with the order's reference (a late, short or extra payment).
 */
export async function refundRecipient(order: SaleOrder): Promise<string> {
  if (order.buyer) return order.buyer;
  const db = await getDb();
  const [payment] = await db
    .select({ source: salePayments.source })
    .from(salePayments)
    .where(and(eq(salePayments.orderId, order.id), inArray(salePayments.outcome, [...RECEIVED_OUTCOMES])))
    .orderBy(desc(salePayments.blockTime))
    .limit(1);
  if (!payment?.source) throw conflict(`Order ${order.id} has no recorded payment to send a refund back to.`);
  return payment.source;
}

function toPublicKey(address: string): PublicKey {
  try {
    return new PublicKey(address);
  } catch {
    throw badRequest('account: not a Solana address', 'account');
  }
}

export interface BuiltRefund {
  transaction: string;
  lamports: string;
  recipient: string;
}

/**
 * The refund as a transaction for the operator's wallet to sign: the memo `refund:{orderId}`, then a system transfer
 * of what is refunded (all owed, or `lamports`) from the operator's account to the buyer, with a recent blockhash.
 */
export async function buildRefundTransaction(id: string, account: string, lamports?: bigint): Promise<BuiltRefund> {
  const order = await requireSaleOrder(id);
  const amount = refundDue(order, lamports);
  if (order.status === 'paid' && lamports === undefined && (await readDelivery(id))?.state === 'sent') {
    throw conflict(TRANSFER_IN_FLIGHT);
  }
  const recipient = await refundRecipient(order);
  const payer = toPublicKey(account);
  let blockhash: string;
  try {
    ({ blockhash } = await chainConnection().getLatestBlockhash('confirmed'));
  } catch {
    throw new AppError('unavailable', REFUND_NETWORK_DOWN);
  }
  const transaction = new Transaction({ feePayer: payer, recentBlockhash: blockhash })
    .add(
      new TransactionInstruction({ programId: MEMO_PROGRAM_ID, keys: [], data: Buffer.from(refundMemo(id), 'utf8') }),
    )
    .add(SystemProgram.transfer({ fromPubkey: payer, toPubkey: new PublicKey(recipient), lamports: amount }));
  return {
    transaction: transaction.serialize({ requireAllSignatures: false, verifySignatures: false }).toString('base64'),
    lamports: amount.toString(),
    recipient,
  };
}

/** POST /api/operator/orders `refund-send`: the signature of the refund the server sent. */
export interface SentRefund {
  signature: string;
}

/** Sends a refund the operator's wallet signed but did not send itself (wallets with signTransaction only). */
export async function sendSignedRefund(id: string, base64: string): Promise<string> {
  let transaction: Transaction;
  try {
    transaction = Transaction.from(Buffer.from(base64, 'base64'));
  } catch {
    throw badRequest('transaction: not a signed Solana transaction', 'transaction');
  }
  const memo = refundMemo(id);
  const memoed = transaction.instructions.some(
    (ix) => ix.programId.equals(MEMO_PROGRAM_ID) && ix.data.toString('utf8') === memo,
  );
  if (!memoed) throw badRequest('transaction: it is not a refund of this order', 'transaction');
  try {
    return await chainConnection().sendRawTransaction(transaction.serialize());
  } catch (error) {
    const message = (error as Error).message ?? '';
    if (/simulation failed|insufficient/i.test(message)) throw conflict(`The network refused the refund: ${message}`);
    const failure = rpcFailure(error);
    if (failure.kind !== 'unreachable') throw new AppError('unavailable', `The Solana network answered: ${message}`);
    throw new AppError('unavailable', REFUND_NETWORK_DOWN);
  }
}
