import 'server-only';
import {
  AccountDoesNotExistError,
  getDomainKeySync,
  NAME_TOKENIZER_ID,
  NameRegistryState,
  NftRecord,
} from '@bonfida/spl-name-service';
import { type Connection, PublicKey } from '@solana/web3.js';
import { OWNER_CHECK_BATCH } from '../rules/owner-checks';
import { LOOKUP_BUSY } from '../rules/rpc-budget';
import { refusedByBudget } from './rpc-budget';
import { chainConnection } from './solana-rpc';

/** The SNS name account of `name` (a normalised .sol name without the suffix), base58. */
export function snsNameAccountKey(name: string): string {
  return getDomainKeySync(name).pubkey.toBase58();
}

export type SnsRegistration =
  | { status: 'registered'; owner: string; tokenized: boolean }
  | { status: 'unregistered' }
  | { status: 'unreachable'; message: string };

export const RPC_UNREACHABLE = 'The Solana network did not answer; try again in a moment.';

/** Whether the name account exists on chain and who owns it (the NFT holder when the name is tokenized). */
export async function lookupSnsRegistration(
  nameAccountKey: string,
  connection: Connection = chainConnection(),
): Promise<SnsRegistration> {
  try {
    const { registry, nftOwner } = await NameRegistryState.retrieve(connection, new PublicKey(nameAccountKey));
    return { status: 'registered', owner: (nftOwner ?? registry.owner).toBase58(), tokenized: nftOwner !== null };
  } catch (error) {
    if (error instanceof AccountDoesNotExistError) return { status: 'unregistered' };
    if (refusedByBudget(error)) return { status: 'unreachable', message: LOOKUP_BUSY };
    console.error('[sns] lookup failed:', error instanceof Error ? error.message : error);
    return { status: 'unreachable', message: RPC_UNREACHABLE };
  }
}

/**
 * The owners of many names (normalised, without .sol), read 100 name accounts a call: a name's owner, null when it is
 * not registered. A tokenized name (its account held by its NFT record) is looked up alone, for the NFT's holder.
 * Throws when the node does not answer: the caller tries again later.
 */
export async function lookupSnsOwners(
  names: readonly string[],
  connection: Connection = chainConnection(),
): Promise<Map<string, string | null>> {
  const owners = new Map<string, string | null>();
  const keys = names.map((name) => getDomainKeySync(name).pubkey);
  for (let start = 0; start < keys.length; start += OWNER_CHECK_BATCH) {
    const chunk = keys.slice(start, start + OWNER_CHECK_BATCH);
    const accounts = await connection.getMultipleAccountsInfo(chunk);
    for (const [i, account] of accounts.entries()) {
      const name = names[start + i];
      if (!account) {
        owners.set(name, null);
        continue;
      }
      const owner = NameRegistryState.deserialize(account.data).owner;
      const [nftRecord] = NftRecord.findKeySync(chunk[i], NAME_TOKENIZER_ID);
      if (!owner.equals(nftRecord)) {
        owners.set(name, owner.toBase58());
        continue;
      }
      const registration = await lookupSnsRegistration(chunk[i].toBase58(), connection);
      if (registration.status === 'unreachable') throw new Error(registration.message);
      owners.set(name, registration.status === 'registered' ? registration.owner : null);
    }
  }
  return owners;
}
