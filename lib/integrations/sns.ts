import 'server-only';
import { AccountDoesNotExistError, getDomainKeySync, NameRegistryState } from '@bonfida/spl-name-service';
import { type Connection, PublicKey } from '@solana/web3.js';
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
    console.error('[sns] lookup failed:', error instanceof Error ? error.message : error);
    return { status: 'unreachable', message: RPC_UNREACHABLE };
  }
}
