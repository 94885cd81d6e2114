/**
 * Links to the Solana Explorer for the cluster the mall runs on (docs/payments-reference.md "My orders" and "What is read from
 * chain").
 */
export type SolanaCluster = 'mainnet-beta' | 'devnet' | 'testnet' | 'localnet';

const EXPLORER = 'https://explorer.solana.com';

/**
 * mainnet-beta needs no parameter; devnet and testnet name themselves; a local network is the Explorer's "custom"
 * cluster at the node's address (which the Explorer reads from the visitor's browser).
 */
function explorerUrl(path: string, cluster: SolanaCluster, rpcUrl?: string): string {
  const url = new URL(path, EXPLORER);
  if (cluster === 'devnet' || cluster === 'testnet') url.searchParams.set('cluster', cluster);
  if (cluster === 'localnet') {
    url.searchParams.set('cluster', 'custom');
    if (rpcUrl) url.searchParams.set('customUrl', rpcUrl);
  }
  return url.toString();
}

export function explorerTransactionUrl(signature: string, cluster: SolanaCluster, rpcUrl?: string): string {
  return explorerUrl(`/tx/${encodeURIComponent(signature)}`, cluster, rpcUrl);
}

export function explorerAddressUrl(address: string, cluster: SolanaCluster, rpcUrl?: string): string {
  return explorerUrl(`/address/${encodeURIComponent(address)}`, cluster, rpcUrl);
}
