// Loaded only by dynamic import() when a buyer presses "Pay with wallet": no other page ships this code.
import { apiRequest, failureMessage } from '@/components/api/client';
import type { PaymentSent, PaymentToSign } from '@/lib/commerce/payments/payment-transaction';
import {
  createDefaultAuthorizationCache,
  createDefaultChainSelector,
  createDefaultWalletNotFoundHandler,
  registerMwa,
} from '@solana-mobile/wallet-standard-mobile';
import {
  SolanaSignAndSendTransaction,
  SolanaSignTransaction,
  type SolanaSignAndSendTransactionFeature,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features';
import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';
import { StandardConnect, type StandardConnectFeature } from '@wallet-standard/features';

export interface PayingWallet {
  name: string;
  icon: string;
  wallet: Wallet;
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

let mobileRegistered = false;

/** On Android browsers, Mobile Wallet Adapter joins the installed wallets (as a Wallet Standard wallet). */
export function registerMobileWallet(chain: string): void {
  if (mobileRegistered || !/android/i.test(navigator.userAgent) || !window.isSecureContext) return;
  mobileRegistered = true;
  registerMwa({
    appIdentity: { name: 'Retailverse', uri: window.location.origin, icon: '/images/logo.svg' },
    authorizationCache: createDefaultAuthorizationCache(),
    chains: [chain as `${string}:${string}`],
    chainSelector: createDefaultChainSelector(),
    onWalletNotFound: createDefaultWalletNotFoundHandler(),
  });
}

const canPay = (wallet: Wallet) =>
  StandardConnect in wallet.features &&
  (SolanaSignAndSendTransaction in wallet.features || SolanaSignTransaction in wallet.features);

export function listPayingWallets(): PayingWallet[] {
  return getWallets()
    .get()
    .filter(canPay)
    .map((wallet) => ({ name: wallet.name, icon: wallet.icon, wallet }));
}

async function apiCall<T extends PaymentToSign | PaymentSent>(url: string, body: unknown): Promise<T> {
  const result = await apiRequest<T>(url, { method: 'POST', body });
  if (!result.ok) throw new Error(failureMessage(result, () => 'The payment could not be prepared.'));
  return result.data;
}

/**
 * Pays an order from a Wallet Standard wallet: the server builds the Solana Pay transfer for the wallet's account,
 * the wallet signs and sends it (`solana:signAndSendTransaction`), or signs it and the server sends it.
 */
export async function payWithWallet(wallet: Wallet, orderId: string, chain: string): Promise<void> {
  const { accounts } = await (wallet.features as StandardConnectFeature)[StandardConnect].connect();
  const account = accounts[0];
  if (!account) throw new Error('The wallet shared no account.');
  const { transaction } = await apiCall<PaymentToSign>(`/api/orders/${orderId}/transaction`, {
    account: account.address,
  });
  const bytes = fromBase64(transaction);
  const chainId = chain as `${string}:${string}`;
  const signAndSend = (wallet.features as Partial<SolanaSignAndSendTransactionFeature>)[SolanaSignAndSendTransaction];
  if (signAndSend) {
    await signAndSend.signAndSendTransaction({ account, transaction: bytes, chain: chainId });
    return;
  }
  const sign = (wallet.features as SolanaSignTransactionFeature)[SolanaSignTransaction];
  const [signed] = await sign.signTransaction({ account, transaction: bytes, chain: chainId });
  await apiCall<PaymentSent>(`/api/orders/${orderId}/transaction`, {
    signedTransaction: toBase64(signed.signedTransaction),
  });
}
