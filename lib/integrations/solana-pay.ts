import 'server-only';
import { encodeURL } from '@solana/pay';
import { Keypair, PublicKey } from '@solana/web3.js';
import BigNumber from 'bignumber.js';
import { currentSettings } from '../settings';
import type { SolanaCluster } from '../rules/explorer';
import { lamportsToSolText } from '../rules/payments';
import { solanaRpcUrl } from './solana-rpc';

/**
 * The mall's payment settings (lib/settings: the seller wallet, else the owner's), or null when it has no seller
 * (nothing can be bought).
 */
export function paymentSettings(): { seller: string; rpcUrl: string; cluster: SolanaCluster } | null {
  const { seller, cluster } = currentSettings();
  if (!seller) return null;
  return { seller, rpcUrl: solanaRpcUrl(), cluster };
}

export const paymentsEnabled = () => paymentSettings() !== null;

/** A fresh reference key: one per order, so the payment for it can be found on chain. */
export const newReference = (): string => Keypair.generate().publicKey.toBase58();

export interface TransferRequest {
  recipient: string;
  amountLamports: bigint;
  reference: string;
  label: string;
  message: string;
  memo: string;
}

/** The Solana Pay transfer request URL (`solana:<recipient>?amount=…&reference=…&label=…&message=…&memo=…`). */
export function transferRequestUrl(request: TransferRequest): string {
  return encodeURL({
    recipient: new PublicKey(request.recipient),
    amount: new BigNumber(lamportsToSolText(request.amountLamports)),
    reference: new PublicKey(request.reference),
    label: request.label,
    message: request.message,
    memo: request.memo,
  }).toString();
}
