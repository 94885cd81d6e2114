import 'server-only';
import { clusterApiUrl, Connection, type FetchFn } from '@solana/web3.js';
import { env } from '../env';
import { currentSettings } from '../settings';
import { explorerAddressUrl } from '../rules/explorer';
import { fetchWithTimeout } from './fetch-with-timeout';

/**
 * The one endpoint the mall reads the chain through: the RPC URL setting (SOLANA_RPC_URL) when set, else
 * SOLANA_LOCALNET_URL on localnet, else the cluster's public endpoint (docs/payments-reference.md "What is read from
 * chain").
 */
export function solanaRpcUrl(): string {
  const { rpcUrl, cluster } = currentSettings();
  return rpcUrl ?? (cluster === 'localnet' ? env().SOLANA_LOCALNET_URL : clusterApiUrl(cluster));
}

const timedFetch: FetchFn = (input, init) => fetchWithTimeout(String(input), init as RequestInit);

/** A connection whose every call ends within OUTBOUND_TIMEOUT_MS and never waits out a rate limit. */
export function chainConnection(rpcUrl: string = solanaRpcUrl()): Connection {
  return new Connection(rpcUrl, { commitment: 'confirmed', fetch: timedFetch, disableRetryOnRateLimit: true });
}

/** The Solana Explorer page of an address on the mall's cluster. */
export function explorerUrl(address: string): string {
  return explorerAddressUrl(address, currentSettings().cluster, solanaRpcUrl());
}
