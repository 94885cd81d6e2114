import 'server-only';
import { encodeURL } from '@solana/pay';
import { Keypair, PublicKey } from '@solana/web3.js';
import BigNumber from 'bignumber.js';
import { env } from '../env';
import { lamportsToSolText } from '../rules/payments';
import { solanaRpcUrl } from './solana-rpc';

/** The mall's payment settings, or null when it has no SELLER_WALLET (nothing can be bought). */
export function paymentSettings(): { seller: string; rpcUrl: string } | null {
  const { SELLER_WALLET } = env();
  if (!SELLER_WALLET) return null;
  return { seller: SELLER_WALLET, rpcUrl: solanaRpcUrl() };
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
