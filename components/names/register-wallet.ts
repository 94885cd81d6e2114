// Loaded only by dynamic import() when a visitor presses "Register": no other page ships this code.
import {
  SolanaSignAndSendTransaction,
  SolanaSignTransaction,
  type SolanaSignAndSendTransactionFeature,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features';
import type { Wallet } from '@wallet-standard/base';
import { StandardConnect, type StandardConnectFeature } from '@wallet-standard/features';
import { apiRequest, failureMessage } from '@/components/api/client';
import type { RegisterOffer } from '@/lib/integrations/sns-register';
import type { RegisterAnswer, RegistrationCheck, RegistrationSent } from '@/lib/integrations/sns-register-send';
import { REGISTER_CONFIRM_POLL_MS, REGISTER_CONFIRM_TIMEOUT_MS } from '@/lib/rules/sns-registration';

export { listPayingWallets, registerMobileWallet } from '@/components/orders/wallet-pay';

type RegisterOutcome = 'yours' | 'taken' | 'timeout';

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function call<T extends RegisterOffer | RegistrationCheck | RegistrationSent>(
  name: string,
  body: unknown,
): Promise<T> {
  const result = await apiRequest<RegisterAnswer<T>>(`/api/names/${encodeURIComponent(name)}/register`, {
    method: 'POST',
    body,
  });
  if (!result.ok) throw new Error(failureMessage(result, () => 'The registration could not be prepared.'));
  return result.data.data;
}

/**
 * Registers a free name for the wallet's account: the server builds the SNS registration, the wallet signs and
 * sends it (or signs it and the server sends it); `onSent` fires once it is on its way.
 */
export async function registerWithWallet(wallet: Wallet, name: string, chain: string, onSent: () => void) {
  const { accounts } = await (wallet.features as StandardConnectFeature)[StandardConnect].connect();
  const account = accounts[0];
  if (!account) throw new Error('The wallet shared no account.');
  const { transaction } = await call<RegisterOffer>(name, { account: account.address });
  const bytes = fromBase64(transaction);
  const chainId = chain as `${string}:${string}`;
  const signAndSend = (wallet.features as Partial<SolanaSignAndSendTransactionFeature>)[SolanaSignAndSendTransaction];
  if (signAndSend) {
    await signAndSend.signAndSendTransaction({ account, transaction: bytes, chain: chainId });
  } else {
    const sign = (wallet.features as SolanaSignTransactionFeature)[SolanaSignTransaction];
    const [signed] = await sign.signTransaction({ account, transaction: bytes, chain: chainId });
    await call<RegistrationSent>(name, { signedTransaction: toBase64(signed.signedTransaction) });
  }
  onSent();
  return awaitOwner(name, account.address);
}

/** Reads the name back from chain until it is the wallet's (or someone else's), or the wait runs out. */
async function awaitOwner(name: string, owner: string, now = () => Date.now()): Promise<RegisterOutcome> {
  const deadline = now() + REGISTER_CONFIRM_TIMEOUT_MS;
  while (now() < deadline) {
    const { status } = await call<RegistrationCheck>(name, { confirm: owner }).catch(() => ({
      status: 'pending' as const,
    }));
    if (status !== 'pending') return status;
    await new Promise((resolve) => setTimeout(resolve, REGISTER_CONFIRM_POLL_MS));
  }
  return 'timeout';
}
