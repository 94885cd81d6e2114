import 'server-only';
import { getDomainKeySync } from '@bonfida/spl-name-service';
import { type Connection, type Keypair, SendTransactionError, Transaction } from '@solana/web3.js';
import bs58 from 'bs58';
import { buildNameTransfer, signCustodyTransfer, type TransferGrant } from '../../integrations/custody';
import { lookupSnsRegistration } from '../../integrations/sns';
import { custodyNotOwner, nameNotOnChain, nameTokenized } from '../../rules/delivery';

// The chain side of a custody delivery (docs/payments.md "Delivery"): who holds the name, the transfer, its fate.

export type NameHolder =
  { kind: 'custody' } | { kind: 'buyer' } | { kind: 'blocked'; reason: string } | { kind: 'unknown'; reason: string };

/** Who holds the order's name on chain now, as far as delivering it goes. */
export async function nameHolder(
  connection: Connection,
  domainName: string,
  buyer: string,
  custody: Keypair,
): Promise<NameHolder> {
  const key = getDomainKeySync(domainName.replace(/\.sol$/, '')).pubkey.toBase58();
  const registration = await lookupSnsRegistration(key, connection);
  if (registration.status === 'unreachable') return { kind: 'unknown', reason: registration.message };
  if (registration.status === 'unregistered') return { kind: 'blocked', reason: nameNotOnChain(domainName) };
  if (registration.owner === buyer) return { kind: 'buyer' };
  if (registration.tokenized) return { kind: 'blocked', reason: nameTokenized(domainName) };
  if (registration.owner !== custody.publicKey.toBase58()) {
    return { kind: 'blocked', reason: custodyNotOwner(domainName, registration.owner) };
  }
  return { kind: 'custody' };
}

export interface SignedTransfer {
  signature: string;
  lastValidBlockHeight: number;
  wire: Buffer;
}

/** The SDK's transfer of the name to the buyer, with a fresh blockhash, signed by custody only if the grant allows. */
export async function signedNameTransfer(
  connection: Connection,
  grant: TransferGrant & { buyer: string },
  custody: Keypair,
): Promise<SignedTransfer> {
  const instruction = await buildNameTransfer(connection, grant.domainName, grant.buyer);
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash('confirmed');
  const transaction = new Transaction({ feePayer: custody.publicKey, blockhash, lastValidBlockHeight });
  transaction.add(instruction);
  signCustodyTransfer(transaction, grant, custody);
  return { signature: bs58.encode(transaction.signature!), lastValidBlockHeight, wire: transaction.serialize() };
}

/**
 * Sends a signed transfer. 'refused' when the node refused it before it could land (its preflight failed: nothing
 * was sent, the attempt failed); 'unknown' when the send's answer was lost (it may have landed: re-check it).
 */
export async function sendTransfer(
  connection: Connection,
  wire: Buffer,
): Promise<{ kind: 'sent' } | { kind: 'refused' | 'unknown'; reason: string }> {
  try {
    await connection.sendRawTransaction(wire, { preflightCommitment: 'confirmed', maxRetries: 5 });
    return { kind: 'sent' };
  } catch (error) {
    const reason = (error as Error).message;
    if (error instanceof SendTransactionError) return { kind: 'refused', reason };
    return { kind: 'unknown', reason };
  }
}

export type TransferFate = 'finalized' | 'failed' | 'expired' | 'pending';

/**
 * What became of a sent transfer: finalized (no fork can drop it), failed on chain, certainly never landing (not found
 * and its blockhash is past its last valid block height at `finalized`, so it can be sent anew), or not known yet
 * (`confirmed` included).
 */
export async function transferFate(
  connection: Connection,
  signature: string,
  lastValidBlockHeight: number | null,
): Promise<TransferFate> {
  const { value } = await connection.getSignatureStatuses([signature], { searchTransactionHistory: true });
  const status = value[0];
  if (status?.err) return 'failed';
  if (status?.confirmationStatus === 'finalized') return 'finalized';
  if (status) return 'pending';
  if (lastValidBlockHeight === null) return 'pending';
  const height = await connection.getBlockHeight('finalized');
  return height > lastValidBlockHeight ? 'expired' : 'pending';
}
