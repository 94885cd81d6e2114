import bs58 from 'bs58';
import { z } from 'zod';
import { badRequest } from '../errors';
import type { SignInProof } from './sign-in';
import { walletAddressSchema } from './wallet-address';

/** A signed SIWS message as the browser posts it (sign-in, and a mode switch's signed statement). */
export const signedProofSchema = z.object({
  /** The exact signed text, or its bytes in base64 (encoding: 'base64'). */
  message: z.string().min(1).max(4096),
  encoding: z.enum(['utf8', 'base64']).default('utf8'),
  /** 64-byte ed25519 signature, base64 (padded) or base58. */
  signature: z.string().min(64).max(200),
  publicKey: walletAddressSchema,
});

function safeBase58(value: string): Uint8Array | null {
  try {
    return bs58.decode(value);
  } catch {
    return null;
  }
}

function decodeSignature(value: string): Uint8Array {
  const bytes = /[+/=]/.test(value) ? Buffer.from(value, 'base64') : safeBase58(value);
  if (!bytes || bytes.length !== 64) throw badRequest('signature: expected 64 bytes in base64 or base58', 'signature');
  return new Uint8Array(bytes);
}

export function proofOf(body: z.infer<typeof signedProofSchema>): SignInProof {
  const message =
    body.encoding === 'base64'
      ? new Uint8Array(Buffer.from(body.message, 'base64'))
      : new TextEncoder().encode(body.message);
  return { message, signature: decodeSignature(body.signature), publicKey: body.publicKey };
}
