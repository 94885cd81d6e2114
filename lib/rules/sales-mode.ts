/**
 * Test mode and live sales (docs/operators.md "Test mode and going live"): a mall sells on devnet until an operator
 * switches it to live, and an order opened on one network can never complete on another.
 */
import type { SolanaCluster } from './explorer';
import { DAY_MS } from './time';

export type SalesMode = 'test' | 'live';
export const SALES_MODES = ['test', 'live'] as const satisfies readonly SalesMode[];

export const TEST_MODE_RIBBON = 'TEST MODE — devnet SOL, no real money';

/** The cluster each mode sells on (an environment's SOLANA_CLUSTER may name another test network). */
export const clusterOfMode = (mode: SalesMode): SolanaCluster => (mode === 'live' ? 'mainnet-beta' : 'devnet');

/** Only mainnet is real money; devnet, testnet and a local network are all test sales. */
export const modeOfCluster = (cluster: string): SalesMode => (cluster === 'mainnet-beta' ? 'live' : 'test');

/** The genesis hash each public cluster's RPC answers `getGenesisHash` with. */
const GENESIS_HASHES: Record<Exclude<SolanaCluster, 'localnet'>, string> = {
  'mainnet-beta': '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d',
  devnet: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG',
  testnet: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY',
};

/** Whether an RPC answering `genesisHash` serves `cluster` (a local network has a genesis of its own). */
export function genesisMatches(cluster: SolanaCluster, genesisHash: string): boolean {
  return cluster === 'localnet' || GENESIS_HASHES[cluster] === genesisHash;
}

export const wrongNetworkMessage = (cluster: SolanaCluster) =>
  `The RPC endpoint is not on ${cluster}: payments are not scanned until it is.`;

/** The statement an operator's wallet signs to switch the mall's mode. */
export const switchModeStatement = (site: string, mode: SalesMode) => `Switch ${site} to ${mode} sales`;

/** The public endpoints Solana runs: rate-limited, not for a mall that sells. */
const PUBLIC_RPC_HOSTS = ['api.mainnet-beta.solana.com', 'api.devnet.solana.com', 'api.testnet.solana.com'];

export function isPublicRpc(url: string): boolean {
  try {
    return PUBLIC_RPC_HOSTS.includes(new URL(url).host);
  } catch {
    return false;
  }
}

export const PUBLIC_RPC_WARNING =
  'This is the public Solana endpoint: it is rate-limited and not meant for a shop. Set an RPC provider URL before selling for real.';

/** How long a setup link works (docs/operators.md "Claim the shop"). */
export const SETUP_CODE_TTL_MS = DAY_MS;

export const SETUP_REFUSALS = {
  claimed: 'This shop already has an owner. Ask the owner to add your wallet as an operator.',
  invalid: 'This setup link is not valid. Run `npm run setup-link` for a new one.',
  used: 'This setup link was already used. Run `npm run setup-link` for a new one.',
  expired: 'This setup link has expired. Run `npm run setup-link` for a new one.',
} as const;
