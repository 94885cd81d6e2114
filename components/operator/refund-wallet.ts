// Loaded only by dynamic import() when an operator presses "Refund from my wallet": no other page ships this code.
import {
  SolanaSignAndSendTransaction,
  SolanaSignTransaction,
  type SolanaSignAndSendTransactionFeature,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features';
import type { Wallet } from '@wallet-standard/base';
import { StandardConnect, type StandardConnectFeature } from '@wallet-standard/features';
import bs58 from 'bs58';
import { apiRequest, failureMessage } from '@/components/api/client';
import type { OperatorOrder } from '@/lib/commerce/orders/order-status';
import type { BuiltRefund, SentRefund } from '@/lib/commerce/refunds/refund-transaction';
import type { VerifyingRefund } from '@/lib/commerce/refunds/refund-desk';

export { listPayingWallets, registerMobileWallet } from '@/components/orders/wallet-pay';

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** How long the console waits for a sent refund to be finalized before it leaves the rest to the mall's worker. */
const CONFIRM_TRIES = 20;
const CONFIRM_PAUSE_MS = 1500;

/** A refused refund, with the API's error code for the console to act on. */
class RefundFailure extends Error {
  constructor(
    message: string,
    readonly code: string | null,
  ) {
    super(message);
  }
}

async function operatorCall<T extends BuiltRefund | SentRefund>(body: unknown): Promise<T> {
  const result = await apiRequest<T>('/api/operator/orders', { method: 'POST', body });
  if (!result.ok) throw new RefundFailure(failureMessage(result), result.code ?? null);
  return result.data;
}

/** What recording a sent refund came to: recorded (the order after), or still being verified by the mall. */
export type WalletRefund = { answer: OperatorOrder; signature: string } | { verifying: true; signature: string };

/**
 * Records the sent refund, asking again while the chain has not finalized it (202 `verifying`, or not seen yet:
 * `refund_not_found`). Its signature is already stored with its intent, so giving up here loses nothing: the mall's
 * worker records it.
 */
async function recordWhenFinal(body: { id: string; signature: string; intent: string }): Promise<OperatorOrder | null> {
  for (let attempt = 1; ; attempt++) {
    const result = await apiRequest<OperatorOrder | VerifyingRefund>('/api/operator/orders', {
      method: 'POST',
      body: { action: 'refund', ...body },
    });
    if (result.ok && 'order' in result.data) return result.data;
    if (!result.ok && result.code !== 'refund_not_found') {
      throw new RefundFailure(failureMessage(result), result.code ?? null);
    }
    if (attempt >= CONFIRM_TRIES) return null;
    await new Promise((resolve) => setTimeout(resolve, CONFIRM_PAUSE_MS));
  }
}

/**
 * Refunds an order from the operator's Wallet Standard wallet: the server records the refund's intent and builds the
 * transfers back to each payer (memo `refund:{orderId}`); the wallet signs and sends it (its signature then reported
 * with the intent), or signs it and the server stores the signature, then sends it; the refund is recorded once the
 * chain finalizes it.
 */
export async function refundWithWallet(
  wallet: Wallet,
  { orderId, chain, lamports }: { orderId: string; chain: string; lamports?: string },
): Promise<WalletRefund> {
  const { accounts } = await (wallet.features as StandardConnectFeature)[StandardConnect].connect();
  const account = accounts[0];
  if (!account) throw new Error('The wallet shared no account.');
  const built = await operatorCall<BuiltRefund>({
    action: 'refund-transaction',
    id: orderId,
    account: account.address,
    ...(lamports ? { lamports } : {}),
  });
  const bytes = fromBase64(built.transaction);
  const chainId = chain as `${string}:${string}`;
  const signAndSend = (wallet.features as Partial<SolanaSignAndSendTransactionFeature>)[SolanaSignAndSendTransaction];
  let signature: string;
  if (signAndSend) {
    const [sent] = await signAndSend.signAndSendTransaction({ account, transaction: bytes, chain: chainId });
    signature = bs58.encode(sent.signature);
  } else {
    const sign = (wallet.features as SolanaSignTransactionFeature)[SolanaSignTransaction];
    const [signed] = await sign.signTransaction({ account, transaction: bytes, chain: chainId });
    ({ signature } = await operatorCall<SentRefund>({
      action: 'refund-send',
      id: orderId,
      transaction: toBase64(signed.signedTransaction),
    }));
  }
  const answer = await recordWhenFinal({ id: orderId, signature, intent: built.intent });
  return answer ? { answer, signature } : { verifying: true, signature };
}
