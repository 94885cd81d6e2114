import bs58 from 'bs58';
import { z } from 'zod';
import { isSolanaAddressShape } from '../rules/validation';

/** A Solana wallet address: base58 that decodes to a 32-byte ed25519 public key. */
export function isWalletAddress(value: string): boolean {
  if (!isSolanaAddressShape(value)) return false;
  try {
    return bs58.decode(value).length === 32;
  } catch {
    return false;
  }
}

export const walletAddressSchema = z
  .string()
  .trim()
  .refine(isWalletAddress, 'Enter a Solana wallet address (base58, 32 bytes).');

/** 'AbCd…WxYz' for display. */
export function shortAddress(address: string): string {
  return address.length > 10 ? `${address.slice(0, 4)}…${address.slice(-4)}` : address;
}
