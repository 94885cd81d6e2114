import 'server-only';
import { clusterApiUrl, Connection, type FetchFn } from '@solana/web3.js';
import { env } from '../env';
import { currentSettings } from '../settings';
import { explorerAddressUrl } from '../rules/explorer';
import type { RpcPriority } from '../rules/rpc-budget';
import { fetchWithTimeout } from './fetch-with-timeout';
import { takeRpcBudget } from './rpc-budget';

/**
 * The one endpoint the mall reads the chain through: the RPC URL setting (SOLANA_RPC_URL) when set, else
 * SOLANA_LOCALNET_URL on localnet, else the cluster's public endpoint (docs/payments-reference.md "What is read from
 * chain").
 */
export function solanaRpcUrl(): string {
  const { rpcUrl, cluster } = currentSettings();
  return rpcUrl ?? (cluster === 'localnet' ? env().SOLANA_LOCALNET_URL : clusterApiUrl(cluster));
}

/** JSON-RPC calls in a request body (a batch counts each). */
const callsIn = (body: unknown) => {
  if (typeof body !== 'string') return 1;
  return body.trimStart().startsWith('[') ? Math.max(1, (JSON.parse(body) as unknown[]).length) : 1;
};

const budgetedFetch =
  (priority: RpcPriority): FetchFn =>
  async (input, init) => {
    await takeRpcBudget(priority, callsIn((init as RequestInit | undefined)?.body));
    return fetchWithTimeout(String(input), init as RequestInit);
  };

/**
 * A connection whose every call ends within OUTBOUND_TIMEOUT_MS, never waits out a rate limit, and draws from the
 * mall's RPC budget at `priority` (a refused call throws RpcBudgetRefused: docs/payments-reference.md "The RPC budget").
 */
export function chainConnection(rpcUrl: string = solanaRpcUrl(), priority: RpcPriority = 'scan'): Connection {
  return new Connection(rpcUrl, {
    commitment: 'confirmed',
    fetch: budgetedFetch(priority),
    disableRetryOnRateLimit: true,
  });
}

/** The Solana Explorer page of an address on the mall's cluster. */
export function explorerUrl(address: string): string {
  return explorerAddressUrl(address, currentSettings().cluster, solanaRpcUrl());
}
