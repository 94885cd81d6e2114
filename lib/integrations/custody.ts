import 'server-only';
import fs from 'node:fs';
import {
  getDomainKeySync,
  NAME_PROGRAM_ID,
  ROOT_DOMAIN_ACCOUNT,
  transferNameOwnership,
} from '@bonfida/spl-name-service';
import { type Connection, Keypair, PublicKey, Transaction } from '@solana/web3.js';
import { EnvError, env } from '../env';

// The custody wallet owns the names for sale and transfers each to its buyer (docs/payments.md "Delivery").

let loaded: { path: string; keypair: Keypair } | undefined;

/** Reads a keypair file as `solana-keygen` writes it: a JSON array of the 64 secret key bytes. */
function readKeypairFile(path: string): Keypair {
  let raw: string;
  try {
    raw = fs.readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new EnvError(`SELLER_CUSTODY_KEYPAIR: ${path} cannot be read (${code}).`);
  }
  let bytes: unknown;
  try {
    bytes = JSON.parse(raw);
  } catch {
    bytes = null;
  }
  const valid =
    Array.isArray(bytes) && bytes.length === 64 && bytes.every((b) => Number.isInteger(b) && b >= 0 && b <= 255);
  if (!valid) {
    throw new EnvError(
      `SELLER_CUSTODY_KEYPAIR: ${path} is not a keypair file (a JSON array of 64 bytes, as solana-keygen writes).`,
    );
  }
  try {
    return Keypair.fromSecretKey(Uint8Array.from(bytes as number[]));
  } catch {
    throw new EnvError(`SELLER_CUSTODY_KEYPAIR: ${path} holds bytes that are not an ed25519 keypair.`);
  }
}

/** The custody keypair, or null when SELLER_CUSTODY_KEYPAIR is unset (the operator delivers by hand). */
export function custodyKeypair(): Keypair | null {
  const path = env().SELLER_CUSTODY_KEYPAIR;
  if (!path) return null;
  if (loaded?.path !== path) loaded = { path, keypair: readKeypairFile(path) };
  return loaded.keypair;
}

export const custodyConfigured = () => Boolean(env().SELLER_CUSTODY_KEYPAIR);

/** What the custody key may sign: one paid-in-full order's name going to that order's buyer. */
export interface TransferGrant {
  status: string;
  amountLamports: bigint;
  paidLamports: bigint | null;
  domainName: string;
  buyer: string | null;
}

const nameLabel = (domainName: string) => domainName.replace(/\.sol$/, '');

/** The name-service Transfer of a `.sol` name from its current owner to `buyer`, built by the SDK. */
export async function buildNameTransfer(connection: Connection, domainName: string, buyer: string) {
  return transferNameOwnership(connection, nameLabel(domainName), new PublicKey(buyer), undefined, ROOT_DOMAIN_ACCOUNT);
}

/**
 * Signs a transfer with the custody key, after checking it is exactly what a grant allows: the order paid in full,
 * one name-service Transfer of that order's name to that order's buyer, the custody wallet paying the fee. Anything
 * else throws, and the key signs nothing.
 */
export function signCustodyTransfer(transaction: Transaction, grant: TransferGrant, custody: Keypair): Transaction {
  const paidInFull =
    grant.status === 'paid' && grant.paidLamports !== null && grant.paidLamports >= grant.amountLamports;
  if (!paidInFull || !grant.buyer) throw new Error(`custody refuses to sign: the order is ${grant.status}`);
  const nameKey = getDomainKeySync(nameLabel(grant.domainName)).pubkey;
  const [only, ...rest] = transaction.instructions;
  const allowed =
    only !== undefined &&
    rest.length === 0 &&
    only.programId.equals(NAME_PROGRAM_ID) &&
    only.data.length === 33 &&
    only.data[0] === 2 &&
    new PublicKey(only.data.subarray(1)).equals(new PublicKey(grant.buyer)) &&
    only.keys[0]?.pubkey.equals(nameKey) &&
    only.keys[1]?.pubkey.equals(custody.publicKey) &&
    transaction.feePayer?.equals(custody.publicKey);
  if (!allowed) throw new Error('custody refuses to sign: not the transfer of this order’s name to its buyer');
  transaction.sign(custody);
  return transaction;
}
