import 'server-only';
import { PublicKey, SystemProgram, Transaction, TransactionInstruction } from '@solana/web3.js';
import { AppError, badRequest, conflict } from '../../errors';
import { MEMO_PROGRAM_ID, rpcFailure } from '../../integrations/solana-chain';
import { chainConnection } from '../../integrations/solana-rpc';
import { requirePayments, type SaleOrder } from '../orders/sale-orders';

const NOT_PAYABLE = 'This order can no longer be paid.';
const NETWORK_DOWN = 'The Solana network could not be reached. Try again in a moment.';

function requirePayable(order: SaleOrder, now: Date): void {
  if (order.status !== 'awaiting_payment' || order.expiresAt <= now) throw conflict(NOT_PAYABLE);
}

function toPublicKey(address: string, field: string): PublicKey {
  try {
    return new PublicKey(address);
  } catch {
    throw badRequest(`${field}: not a Solana address`, field);
  }
}

/** POST /api/orders/{id}/transaction `{ account }`: the payment to sign (base64). */
export interface PaymentToSign {
  transaction: string;
}

/** POST /api/orders/{id}/transaction `{ signedTransaction }` (202): the signature of the payment the server sent. */
export interface PaymentSent {
  signature: string;
}

/**
 * The order's payment as a transaction for the buyer's wallet to sign: the memo (the order id), then a transfer of
 * the price to the seller carrying the order's reference key, exactly as a wallet builds it from the Solana Pay URL.
 */
export async function buildPaymentTransaction(order: SaleOrder, payer: string, now = new Date()): Promise<string> {
  requirePayable(order, now);
  const payerKey = toPublicKey(payer, 'account');
  const connection = chainConnection(requirePayments().rpcUrl);
  let blockhash: string;
  try {
    ({ blockhash } = await connection.getLatestBlockhash('confirmed'));
  } catch {
    throw new AppError('unavailable', NETWORK_DOWN);
  }
  const transfer = SystemProgram.transfer({
    fromPubkey: payerKey,
    toPubkey: new PublicKey(order.recipient),
    lamports: order.amountLamports,
  });
  transfer.keys.push({ pubkey: new PublicKey(order.reference), isSigner: false, isWritable: false });
  const transaction = new Transaction({ feePayer: payerKey, recentBlockhash: blockhash })
    .add(new TransactionInstruction({ programId: MEMO_PROGRAM_ID, keys: [], data: Buffer.from(order.id, 'utf8') }))
    .add(transfer);
  return transaction.serialize({ requireAllSignatures: false, verifySignatures: false }).toString('base64');
}

/** Sends a transaction the buyer's wallet signed but did not send itself (wallets with signTransaction only). */
export async function submitSignedPayment(order: SaleOrder, base64: string, now = new Date()): Promise<string> {
  requirePayable(order, now);
  let transaction: Transaction;
  try {
    transaction = Transaction.from(Buffer.from(base64, 'base64'));
  } catch {
    throw badRequest('transaction: not a signed Solana transaction', 'transaction');
  }
  const reference = new PublicKey(order.reference);
  if (!transaction.instructions.some((ix) => ix.keys.some((key) => key.pubkey.equals(reference)))) {
    throw badRequest('transaction: it does not pay this order', 'transaction');
  }
  try {
    return await chainConnection(requirePayments().rpcUrl).sendRawTransaction(transaction.serialize());
  } catch (error) {
    const message = (error as Error).message ?? '';
    if (/simulation failed|insufficient/i.test(message)) throw conflict(`The network refused the payment: ${message}`);
    // The node answered (an error, a rate limit): say what it said; only an unanswered call is "could not be reached".
    const failure = rpcFailure(error);
    if (failure.kind !== 'unreachable') throw new AppError('unavailable', `The Solana network answered: ${message}`);
    throw new AppError('unavailable', NETWORK_DOWN);
  }
}
