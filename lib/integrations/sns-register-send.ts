import 'server-only';
import { REGISTER_PROGRAM_ID } from '@bonfida/spl-name-service';
import { PublicKey, Transaction } from '@solana/web3.js';
import { badRequest, conflict, unavailable } from '../errors';
import { forgetChainRead } from './chain-cache';
import { lookupSnsRegistration, RPC_UNREACHABLE, snsNameAccountKey } from './sns';
import { rpcFailure } from './solana-chain';
import { chainConnection } from './solana-rpc';
import { toPublicKey, type RegisterOffer } from './sns-register';

export type RegistrationCheck = { status: 'yours' | 'pending' | 'taken' };

/** A registration the server sent for the wallet. */
export interface RegistrationSent {
  signature: string;
}

/** POST /api/names/{slug}/register: `{ data }`, the offer to sign, the chain's check or the sent registration. */
export interface RegisterAnswer<T extends RegisterOffer | RegistrationCheck | RegistrationSent> {
  data: T;
}

/**
 * Reads the name account afresh (never the cache): 'yours' once the chain shows `owner` holding it, then the
 * cached reads of the name and of the wallet's names are dropped so every page shows it as theirs.
 */
export async function checkRegistration(name: string, owner: string): Promise<RegistrationCheck> {
  const ownerKey = toPublicKey(owner, 'confirm');
  const found = await lookupSnsRegistration(snsNameAccountKey(name));
  if (found.status === 'unreachable') throw unavailable(found.message);
  if (found.status === 'unregistered') return { status: 'pending' };
  if (found.owner !== ownerKey.toBase58()) return { status: 'taken' };
  forgetChainRead(`name:${name}`);
  forgetChainRead(`wallet:${found.owner}`);
  return { status: 'yours' };
}

/** Sends a registration the wallet signed without sending it (wallets with signTransaction only). */
export async function submitSignedRegistration(name: string, base64: string): Promise<string> {
  let transaction: Transaction;
  try {
    transaction = Transaction.from(Buffer.from(base64, 'base64'));
  } catch {
    throw badRequest('signedTransaction: not a signed Solana transaction', 'signedTransaction');
  }
  const nameAccount = new PublicKey(snsNameAccountKey(name));
  const registers = transaction.instructions.some(
    (ix) => ix.programId.equals(REGISTER_PROGRAM_ID) && ix.keys.some((key) => key.pubkey.equals(nameAccount)),
  );
  if (!registers) throw badRequest('signedTransaction: it does not register this name', 'signedTransaction');
  try {
    return await chainConnection(undefined, 'delivery').sendRawTransaction(transaction.serialize());
  } catch (error) {
    const message = (error as Error).message ?? '';
    if (/simulation failed|insufficient/i.test(message)) throw conflict(`The network refused it: ${message}`);
    if (rpcFailure(error).kind !== 'unreachable') throw unavailable(`The Solana network answered: ${message}`);
    throw unavailable(RPC_UNREACHABLE);
  }
}
