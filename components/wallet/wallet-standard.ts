// Loaded only by dynamic import() when someone opens the wallet picker: content pages never ship this code.
import {
  SolanaSignIn,
  SolanaSignMessage,
  type SolanaSignInFeature,
  type SolanaSignMessageFeature,
} from '@solana/wallet-standard-features';
import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';
import { StandardConnect, type StandardConnectFeature } from '@wallet-standard/features';
import { apiRequest } from '@/components/api/client';
import { siwsMessageText } from '@/lib/auth/siws-message';
import type { SignedIn, SignInRequest } from '@/lib/auth/sign-in';
import type { SiwsInput } from '@/lib/auth/siws-input';

export interface WalletChoice {
  name: string;
  icon: string;
  wallet: Wallet;
}

const canSignIn = (wallet: Wallet) =>
  StandardConnect in wallet.features && (SolanaSignIn in wallet.features || SolanaSignMessage in wallet.features);

/** Installed wallets (Phantom, Solflare, Backpack, …) that can connect and sign a message. */
export function listSolanaWallets(): WalletChoice[] {
  return getWallets()
    .get()
    .filter(canSignIn)
    .map((wallet) => ({ name: wallet.name, icon: wallet.icon, wallet }));
}

/** Calls back when wallets register late (extensions inject after page load). */
export function onWalletsChanged(callback: () => void): () => void {
  const wallets = getWallets();
  const offRegister = wallets.on('register', callback);
  const offUnregister = wallets.on('unregister', callback);
  return () => {
    offRegister();
    offUnregister();
  };
}

const toBase64 = (bytes: Uint8Array) => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

/** A SIWS message as the wallet signed it, ready to post (base64). */
export interface SignedSiws {
  message: string;
  encoding: 'base64';
  signature: string;
  publicKey: string;
}

/**
 * Signs a SIWS request with `solana:signIn` when the wallet has it, else connect + `solana:signMessage` over the same
 * message text.
 */
export async function signSiwsInput(wallet: Wallet, input: SiwsInput): Promise<SignedSiws> {
  let message: Uint8Array;
  let signature: Uint8Array;
  let publicKey: string;
  const signIn = (wallet.features as Partial<SolanaSignInFeature>)[SolanaSignIn];
  if (signIn) {
    const [output] = await signIn.signIn({ ...input });
    message = output.signedMessage;
    signature = output.signature;
    publicKey = output.account.address;
  } else {
    const { accounts } = await (wallet.features as StandardConnectFeature)[StandardConnect].connect();
    const account = accounts[0];
    if (!account) throw new Error('The wallet shared no account.');
    message = new TextEncoder().encode(siwsMessageText({ ...input, address: account.address }));
    const [output] = await (wallet.features as SolanaSignMessageFeature)[SolanaSignMessage].signMessage({
      account,
      message,
    });
    signature = output.signature;
    publicKey = account.address;
  }
  return { message: toBase64(message), encoding: 'base64', signature: toBase64(signature), publicKey };
}

/**
 * Sign In With Solana: the server's request, signed (signSiwsInput); the server verifies and sets the session cookie.
 * @public (the wallet picker reaches it through a dynamic import, which knip does not follow)
 */
export async function signInWithWallet(wallet: Wallet): Promise<string> {
  const nonce = await apiRequest<SignInRequest>('/api/auth/nonce');
  if (!nonce.ok) throw new Error(nonce.message ?? 'Could not start the sign-in.');
  const verify = await apiRequest<SignedIn>('/api/auth/verify', {
    method: 'POST',
    body: await signSiwsInput(wallet, nonce.data.input),
  });
  if (!verify.ok) throw new Error(verify.message ?? 'Sign-in failed.');
  return verify.data.wallet;
}
