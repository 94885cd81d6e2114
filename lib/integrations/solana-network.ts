import 'server-only';
import type { SolanaCluster } from '../rules/explorer';
import { genesisMatches, wrongNetworkMessage } from '../rules/sales-mode';
import { rpcCall, RpcFailure, type RpcTarget } from './solana-json-rpc';

/** A node's genesis hash never changes: an endpoint that matched is not asked again by this process. */
const genesisByEndpoint = new Map<string, string>();
const endpointOf = (target: RpcTarget) => (typeof target === 'string' ? target : target.rpcEndpoint);

async function genesisHash(target: RpcTarget, { fresh = false } = {}): Promise<string> {
  const endpoint = endpointOf(target);
  const known = genesisByEndpoint.get(endpoint);
  if (known && !fresh) return known;
  const answer = await rpcCall(target, 'getGenesisHash', []);
  if (typeof answer !== 'string') throw new RpcFailure('garbled', 'the node answered getGenesisHash with no hash');
  genesisByEndpoint.set(endpoint, answer);
  return answer;
}

/**
 * Before a scan reads payments or a mode switch is accepted: the node must serve `cluster` (its genesis hash), so a
 * test order is never completed by a mainnet payment, nor a live one by devnet SOL.
 */
export async function requireNetwork(target: RpcTarget, cluster: SolanaCluster): Promise<void> {
  if (genesisMatches(cluster, await genesisHash(target))) return;
  // The endpoint may have been pointed at another network since: ask again before refusing.
  if (!genesisMatches(cluster, await genesisHash(target, { fresh: true }))) {
    throw new RpcFailure('rpc_error', wrongNetworkMessage(cluster));
  }
}
