/**
 * The mall's RPC budget (docs/payments-reference.md "The RPC budget"): one token bucket for every process. The public
 * mainnet endpoint allows 100 requests per 10 s; the mall spends at most 8 a second, in bursts of up to 80.
 */
export const RPC_BUDGET_CAPACITY = 80;
export const RPC_BUDGET_PER_SECOND = 8;

/**
 * Who asks: the payment scan, the watch of open and paid orders, probes and refunds (`scan`) first, deliveries and
 * registrations next, visitors' name lookups last.
 */
export type RpcPriority = 'scan' | 'delivery' | 'lookup';

/**
 * Tokens each priority leaves in the bucket: lookups stop while half of it is left, deliveries while a quarter is, so
 * the scan always finds budget; the scan itself is never refused (its own calls are few and bounded a tick).
 */
export const RPC_BUDGET_RESERVE: Record<RpcPriority, number> = {
  scan: -RPC_BUDGET_CAPACITY,
  delivery: RPC_BUDGET_CAPACITY / 4,
  lookup: RPC_BUDGET_CAPACITY / 2,
};

/** Names one visitor may have looked up on chain in a minute beyond the ones already cached. */
export const DISTINCT_NAME_LOOKUPS_PER_MINUTE = 20;

/** What a visitor reads when a lookup finds no budget left for it. */
export const LOOKUP_BUSY = 'The mall is busy reading the Solana network; try again in a moment.';
