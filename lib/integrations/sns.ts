import 'server-only';
import { AccountDoesNotExistError, getDomainKeySync, NameRegistryState } from '@bonfida/spl-name-service';
import { Connection, PublicKey } from '@solana/web3.js';
import { env } from '../env';
import { fetchWithTimeout } from './fetch-with-timeout';

/** The SNS name account of `name` (a normalised .sol name without the suffix), base58. */
export function snsNameAccountKey(name: string): string {
  return getDomainKeySync(name).pubkey.toBase58();
}

export type SnsRegistration =
  | { status: 'not-configured'; message: string }
  | { status: 'registered'; owner: string; tokenized: boolean }
  | { status: 'unregistered' }
  | { status: 'unreachable'; message: string };

export const LOOKUPS_NOT_CONFIGURED = 'Registration lookups are not configured on this server (no SOLANA_RPC_URL).';
export const RPC_UNREACHABLE = 'The Solana RPC did not answer; try again in a moment.';

function connection(rpcUrl: string): Connection {
  return new Connection(rpcUrl, {
    commitment: 'confirmed',
    disableRetryOnRateLimit: true,
    fetch: (input, init) => fetchWithTimeout(String(input), init as RequestInit),
  });
}

/** Whether the name account exists on chain and who owns it (the NFT holder when the name is tokenized). */
export async function lookupSnsRegistration(nameAccountKey: string): Promise<SnsRegistration> {
  const rpcUrl = env().SOLANA_RPC_URL;
  if (!rpcUrl) return { status: 'not-configured', message: LOOKUPS_NOT_CONFIGURED };
  try {
    const { registry, nftOwner } = await NameRegistryState.retrieve(connection(rpcUrl), new PublicKey(nameAccountKey));
    return { status: 'registered', owner: (nftOwner ?? registry.owner).toBase58(), tokenized: nftOwner !== null };
  } catch (error) {
    if (error instanceof AccountDoesNotExistError) return { status: 'unregistered' };
    console.error('[sns] lookup failed:', error instanceof Error ? error.message : error);
    return { status: 'unreachable', message: RPC_UNREACHABLE };
  }
}
