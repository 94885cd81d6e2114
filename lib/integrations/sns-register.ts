import 'server-only';
import { InvalidDomainError, registerDomainNameV2 } from '@bonfida/spl-name-service';
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createCloseAccountInstruction,
  createSyncNativeInstruction,
  getAssociatedTokenAddressSync,
  NATIVE_MINT,
} from '@solana/spl-token';
import { type Connection, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { env } from '../env';
import { AppError, badRequest, conflict, unavailable } from '../errors';
import { checkNameSafety } from '../rules/name-safety';
import {
  NAME_ACCOUNT_SPACE,
  NAME_TAKEN,
  REGISTER_PRICE_MARGIN_PERCENT,
  REGISTRATION_UNAVAILABLE,
} from '../rules/sns-registration';
import { lookupSnsRegistration, RPC_UNREACHABLE, snsNameAccountKey } from './sns';
import { registerPriceUsd, registrarState } from './sns-registrar';
import { getSolPrice } from './sol-price';
import { chainConnection } from './solana-rpc';

export interface RegisterOffer {
  /** The unsigned transaction for the buyer's wallet (base64). */
  transaction: string;
  priceUsd: number;
  /** SOL wrapped for the registrar (the price plus the margin); what it does not take comes back. */
  lamports: number;
}

export function toPublicKey(address: string, field: string): PublicKey {
  try {
    return new PublicKey(address);
  } catch {
    throw badRequest(`${field}: not a Solana address`, field);
  }
}

/** A typed name as SNS registers it (lib/rules/name-safety.ts: a-z, 0-9 and '-', no dot), or a 400. */
export function registrableName(input: string): string {
  const safety = checkNameSafety(input);
  if (!safety.ok) throw badRequest(safety.reason, 'name');
  return safety.name;
}

/** Refuses when the registrar is not on this cluster, the network is down, or the name is taken. */
async function requireFree(name: string, connection: Connection): Promise<void> {
  const registrar = await registrarState();
  if (registrar.status === 'unreachable') throw unavailable(RPC_UNREACHABLE);
  if (registrar.status === 'absent') throw conflict(REGISTRATION_UNAVAILABLE);
  const found = await lookupSnsRegistration(snsNameAccountKey(name), connection);
  if (found.status === 'unreachable') throw unavailable(found.message);
  if (found.status === 'registered') throw conflict(NAME_TAKEN);
}

/**
 * A free name's registration for `buyer` to sign, paid in SOL (the mall takes SOL): wrap the price into the
 * buyer's wrapped-SOL account, the SDK's registerDomainNameV2 (wrapped SOL as the mint, SNS_REFERRER as referrer
 * when SNS lists it), then close that account so every lamport the registrar did not take returns as SOL.
 */
export async function buildRegisterTransaction(name: string, buyer: string): Promise<RegisterOffer> {
  const buyerKey = toPublicKey(buyer, 'account');
  const connection = chainConnection(undefined, 'delivery');
  await requireFree(name, connection);
  const priceUsd = registerPriceUsd(name);
  const { usd } = await getSolPrice();
  const lamports = Math.ceil((priceUsd * (100 + REGISTER_PRICE_MARGIN_PERCENT) * LAMPORTS_PER_SOL) / (100 * usd));
  const wrapped = getAssociatedTokenAddressSync(NATIVE_MINT, buyerKey);
  const referrer = env().SNS_REFERRER;
  try {
    const register = await registerDomainNameV2(
      connection,
      name,
      NAME_ACCOUNT_SPACE,
      buyerKey,
      wrapped,
      NATIVE_MINT,
      referrer ? new PublicKey(referrer) : undefined,
    );
    const { blockhash } = await connection.getLatestBlockhash('confirmed');
    const transaction = new Transaction({ feePayer: buyerKey, recentBlockhash: blockhash }).add(
      createAssociatedTokenAccountIdempotentInstruction(buyerKey, wrapped, buyerKey, NATIVE_MINT),
      SystemProgram.transfer({ fromPubkey: buyerKey, toPubkey: wrapped, lamports }),
      createSyncNativeInstruction(wrapped),
      ...register,
      createCloseAccountInstruction(wrapped, buyerKey, buyerKey),
    );
    const bytes = transaction.serialize({ requireAllSignatures: false, verifySignatures: false });
    return { transaction: bytes.toString('base64'), priceUsd, lamports };
  } catch (error) {
    if (error instanceof InvalidDomainError) throw badRequest('name: not a name SNS can register', 'name');
    if (error instanceof AppError) throw error;
    console.error('[sns] registration not built:', error instanceof Error ? error.message : error);
    throw unavailable(RPC_UNREACHABLE);
  }
}
