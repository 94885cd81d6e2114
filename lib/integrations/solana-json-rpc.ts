import 'server-only';
import { parseJsonWithBigInts } from '@solana/rpc-spec-types';
import type { Connection } from '@solana/web3.js';
import type { RpcPriority } from '../rules/rpc-budget';
import { fetchWithTimeout, OutboundTimeoutError } from './fetch-with-timeout';
import { RpcBudgetRefused, takeRpcBudget } from './rpc-budget';

/**
 * What went wrong asking the node, in words a buyer or operator can act on: a rate limit, no answer, an error the
 * node answered (not an outage), or an answer that is not what a node says (garbled).
 */
export class RpcFailure extends Error {
  constructor(
    readonly kind: 'rate_limited' | 'unreachable' | 'rpc_error' | 'garbled',
    message: string,
  ) {
    super(message);
  }
}

/** A web3.js error as an RpcFailure (the SDK calls: sends, name lookups). */
export function rpcFailure(error: unknown): RpcFailure {
  if (error instanceof RpcFailure) return error;
  if (error instanceof RpcBudgetRefused) return new RpcFailure('rate_limited', error.message);
  const message = (error as Error)?.message ?? String(error);
  const code = (error as { code?: unknown })?.code;
  if (/^429\b|too many requests/i.test(message) || code === 429) return new RpcFailure('rate_limited', message);
  // A JSON-RPC error answer (web3.js: a numeric code, "failed to get …"; HTTP 4xx) is the node speaking, not an outage.
  if (typeof code === 'number' || /^failed to get|^4\d\d /.test(message)) return new RpcFailure('rpc_error', message);
  return new RpcFailure('unreachable', message);
}

export type RpcTarget = Connection | string;
const endpointOf = (target: RpcTarget) => (typeof target === 'string' ? target : target.rpcEndpoint);

/**
 * One JSON-RPC call, its answer parsed with every integer as a bigint (a u64 such as 2^64−1 arrives exactly, never
 * rounded), within OUTBOUND_TIMEOUT_MS, drawn from the mall's RPC budget at `priority`. Throws RpcFailure (a call the
 * budget refused is `rate_limited`); the result's shape is the caller's to check.
 */
export async function rpcCall(
  target: RpcTarget,
  method: string,
  params: unknown[],
  priority: RpcPriority = 'scan',
): Promise<unknown> {
  await takeRpcBudget(priority).catch((error: unknown) => {
    throw rpcFailure(error);
  });
  let response: Response;
  try {
    response = await fetchWithTimeout(endpointOf(target), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
  } catch (error) {
    const why = error instanceof OutboundTimeoutError ? error.message : (error as Error).message;
    throw new RpcFailure('unreachable', why);
  }
  const text = await response.text();
  if (response.status === 429) throw new RpcFailure('rate_limited', `429 ${text.slice(0, 200)}`);
  let body: unknown;
  try {
    body = parseJsonWithBigInts(text);
  } catch {
    if (!response.ok) throw new RpcFailure('unreachable', `HTTP ${response.status}`);
    throw new RpcFailure('garbled', `the node's answer to ${method} is not JSON`);
  }
  const answer = body as { result?: unknown; error?: { code?: unknown; message?: unknown } } | null;
  if (answer && typeof answer === 'object' && answer.error && typeof answer.error === 'object') {
    const code = Number(answer.error.code);
    const message = `${method}: ${String(answer.error.message ?? 'error')} (${code})`;
    if (code === 429) throw new RpcFailure('rate_limited', message);
    throw new RpcFailure('rpc_error', message);
  }
  if (!response.ok) throw new RpcFailure('unreachable', `HTTP ${response.status}`);
  if (!answer || typeof answer !== 'object' || !('result' in answer)) {
    throw new RpcFailure('garbled', `the node's answer to ${method} has no result`);
  }
  return answer.result;
}
