import 'server-only';
import { AppError, conflict } from '../../errors';
import { readTransaction, rpcFailure, type ChainTransaction } from '../../integrations/solana-chain';
import { chainConnection } from '../../integrations/solana-rpc';
import { refundDue, refundBySignature, refundSaleOrder, type RefundResult } from './refunds';
import { refundRecipient } from './refund-transaction';
import { requireSaleOrder } from '../orders/sale-orders';

export const REFUND_CHECK_DOWN =
  'The Solana network could not be reached, so the refund could not be checked on chain. Nothing was recorded; try again in a moment.';

/** The refund transaction is not (yet) confirmed on chain: the console retries this one for a while. */
const refundNotFound = (signature: string) =>
  `Refund transaction ${signature.slice(0, 8)}… was not found on chain (not confirmed yet, or never sent). Nothing was recorded.`;

async function readRefund(signature: string): Promise<ChainTransaction | null> {
  try {
    return await readTransaction(chainConnection(), signature);
  } catch (error) {
    const failure = rpcFailure(error);
    // The node answered with an error (a signature it cannot read): not an outage, and not a refund either.
    if (failure.kind === 'rpc_error') {
      throw conflict(
        `The Solana network could not read this refund transaction (${failure.message}). Nothing was recorded.`,
      );
    }
    throw new AppError('unavailable', REFUND_CHECK_DOWN);
  }
}

/** Lamports the confirmed, successful transaction moved to `recipient` with system transfers. */
async function lamportsRefundedOnChain(signature: string, recipient: string): Promise<bigint> {
  const found = await readRefund(signature);
  if (!found) throw conflict(refundNotFound(signature));
  if (found.failed) throw conflict('The refund transaction failed on chain (it moved no SOL). Nothing was recorded.');
  const sent = found.transfers.filter((t) => t.destination === recipient).reduce((sum, t) => sum + t.lamports, 0n);
  if (sent === 0n) {
    throw conflict(`The refund transaction sends nothing to the buyer (${recipient}). Nothing was recorded.`);
  }
  return sent;
}

/**
 * Records a refund only once the chain shows it: the transaction is confirmed, did not fail, and its system transfers
 * send the buyer at least what is refunded (docs/payments.md "Refunds"). A signature already recorded for the order
 * answers the first refund without asking the chain again.
 */
export async function recordVerifiedRefund(
  id: string,
  { signature, lamports }: { signature: string; lamports?: bigint },
  now = new Date(),
): Promise<RefundResult> {
  const earlier = await refundBySignature(signature);
  if (earlier) return refundSaleOrder(id, { signature, lamports }, now);
  const order = await requireSaleOrder(id);
  const amount = refundDue(order, lamports);
  const recipient = await refundRecipient(order);
  const sent = await lamportsRefundedOnChain(signature, recipient);
  if (sent < amount) {
    throw conflict(
      `The refund transaction sends the buyer ${sent} lamports, less than the ${amount} lamports being refunded. Nothing was recorded.`,
    );
  }
  return refundSaleOrder(id, { signature, lamports, verifiedLamports: sent }, now);
}
