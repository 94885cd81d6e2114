/** The clusters the mall can run on (lib/env.ts SOLANA_CLUSTER). */
export type Cluster = 'mainnet-beta' | 'devnet' | 'testnet' | 'localnet';

/** The Solana Explorer page of an address on the mall's cluster; localnet points the explorer at `localUrl`. */
export function explorerAddressUrl(address: string, cluster: Cluster, localUrl: string): string {
  const base = `https://explorer.solana.com/address/${encodeURIComponent(address)}`;
  if (cluster === 'mainnet-beta') return base;
  if (cluster === 'localnet') return `${base}?cluster=custom&customUrl=${encodeURIComponent(localUrl)}`;
  return `${base}?cluster=${cluster}`;
}
