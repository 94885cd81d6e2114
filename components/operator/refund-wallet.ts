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

export { listPayingWallets, registerMobileWallet } from '@/components/orders/wallet-pay';

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** How long the console waits for a sent refund to be confirmed before it stops asking. */
const CONFIRM_TRIES = 20;
const CONFIRM_PAUSE_MS = 1500;

async function operatorCall<T extends BuiltRefund | SentRefund>(body: unknown): Promise<T> {
  const result = await apiRequest<T>('/api/operator/orders', { method: 'POST', body });
  if (!result.ok) throw new Error(failureMessage(result));
  return result.data;
}

/** Records the sent refund, asking again while the network has not confirmed it yet. */
async function recordWhenConfirmed(body: { id: string; signature: string; lamports?: string }): Promise<OperatorOrder> {
  for (let attempt = 1; ; attempt++) {
    const result = await apiRequest<OperatorOrder>('/api/operator/orders', {
      method: 'POST',
      body: { action: 'refund', ...body },
    });
    if (result.ok) return result.data;
    const pending = result.status === 409 && /not confirmed yet/.test(result.message ?? '');
    if (!pending || attempt >= CONFIRM_TRIES) throw new Error(failureMessage(result));
    await new Promise((resolve) => setTimeout(resolve, CONFIRM_PAUSE_MS));
  }
}

/**
 * Refunds an order from the operator's Wallet Standard wallet: the server builds the transfer to the buyer (memo
 * `refund:{orderId}`), the wallet signs and sends it (or signs it and the server sends it), then the server records
 * the refund once the chain confirms it. Returns the recording's answer and the refund's signature.
 */
export async function refundWithWallet(
  wallet: Wallet,
  { orderId, chain, lamports }: { orderId: string; chain: string; lamports?: string },
): Promise<{ answer: OperatorOrder; signature: string }> {
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
  const answer = await recordWhenConfirmed({ id: orderId, signature, ...(lamports ? { lamports } : {}) });
  return { answer, signature };
}
