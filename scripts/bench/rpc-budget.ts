import { GET as getName } from '../../app/api/names/[slug]/route';
import { CLIENT_IP_HEADER } from '../../lib/http/client-ip.mjs';
import { resetChainCache } from '../../lib/integrations/chain-cache';
import {
  DISTINCT_NAME_LOOKUPS_LIMITED,
  distinctNameLookupLimiter,
  NAME_LOOKUPS_LIMITED,
  nameLookupLimiter,
} from '../../lib/integrations/limits';
import { nameFacts } from '../../lib/integrations/name-facts';
import { refillRpcBudget } from '../../lib/integrations/rpc-budget';
import type { NameLookup } from '../../lib/integrations/sns-names';
import { LOOKUP_BUSY } from '../../lib/rules/rpc-budget';
import type { SolanaRpcStandIn } from '../../tests/support/solana-rpc-stand-in.mjs';
import { BUYERS, burst, lifecycleMall, type Latency } from './payment-burst';

/**
 * Lookups during the burst: none; one visitor's through GET /api/names/{name}; or the lookup that route calls,
 * without a visitor (no per-visitor caps: what many visitors together could ask).
 */
export type Flood = 'none' | 'route' | 'past-cap';

interface LookupCounts {
  answered: number;
  busy: number;
  distinctCap: number;
  minuteCap: number;
  other: number;
}

export interface BudgetRun {
  round: number;
  flood: Flood;
  confirming: Latency;
  paid: Latency;
  scanCalls: number;
  scans: { scanned: number; failed: number };
  lookups: LookupCounts;
  lookupCalls: number;
  seconds: number;
}

export interface RpcBudgetBenchResult {
  buyers: number;
  parallel: number;
  runs: BudgetRun[];
}

/** Lookups the visitor keeps in flight at once (the integration test asks ten names at a time). */
export const FLOOD_PARALLEL = 10;
/** Each kind of run this many times, interleaved: a burst's latencies vary with where it falls in the scan interval. */
export const ROUNDS = 3;
const VISITOR = '203.0.113.7';
// What a name lookup asks the node (lib/integrations/sns.ts); the scan asks for signatures and transactions.
const LOOKUP_METHODS = ['getAccountInfo', 'getMultipleAccounts'];
export const FLOODS: Flood[] = ['none', 'route', 'past-cap'];

const outcome = (found: NameLookup): keyof LookupCounts =>
  found.status !== 'unreachable' ? 'answered' : found.message === LOOKUP_BUSY ? 'busy' : 'other';

async function throughRoute(name: string): Promise<keyof LookupCounts> {
  const response = await getName(
    new Request(`http://bench/api/names/${name}`, { headers: { [CLIENT_IP_HEADER]: VISITOR } }),
    { params: Promise.resolve({ slug: name }) },
  );
  const body = (await response.json()) as { data?: NameLookup; error?: { message: string } };
  if (response.status === 429 && body.error?.message === DISTINCT_NAME_LOOKUPS_LIMITED) return 'distinctCap';
  if (response.status === 429 && body.error?.message === NAME_LOOKUPS_LIMITED) return 'minuteCap';
  return response.status === 200 && body.data ? outcome(body.data) : 'other';
}

const pastCap = async (name: string) => outcome(await nameFacts(name));

/** FLOOD_PARALLEL loops asking never-seen names as fast as they are answered, until the returned stop is awaited. */
function startFlood(flood: Exclude<Flood, 'none'>, counts: LookupCounts): () => Promise<void> {
  let running = true;
  let asked = 0;
  const ask = flood === 'route' ? throughRoute : pastCap;
  const loops = Array.from({ length: FLOOD_PARALLEL }, async () => {
    while (running) {
      const name = `flood${Date.now().toString(36)}${asked++}`;
      counts[await ask(name).catch(() => 'other' as const)] += 1;
      // A refusal can be answered without any I/O: let timers and sockets run between requests, as a server would.
      await new Promise((resolve) => setImmediate(resolve));
    }
  });
  return async () => {
    running = false;
    await Promise.all(loops);
  };
}

const lookupCallsOf = (rpc: SolanaRpcStandIn) => LOOKUP_METHODS.reduce((sum, method) => sum + rpc.calls(method), 0);

/** One burst of buyers on a fresh stand-in and database (a full budget, no cached reads), under `flood`. */
async function measureRun(round: number, flood: Flood, buyers: number): Promise<BudgetRun> {
  const { rpc, seller, db, close } = await lifecycleMall();
  try {
    resetChainCache();
    await refillRpcBudget();
    await nameLookupLimiter.reset();
    await distinctNameLookupLimiter.reset();
    const lookups: LookupCounts = { answered: 0, busy: 0, distinctCap: 0, minuteCap: 0, other: 0 };
    const started = performance.now();
    const stop = flood === 'none' ? async () => {} : startFlood(flood, lookups);
    const measured = await burst(db, rpc, seller, `${round}${flood}`, buyers);
    await stop();
    const lookupCalls = lookupCallsOf(rpc);
    return {
      round,
      flood,
      ...measured,
      scanCalls: rpc.calls() - lookupCalls,
      lookups,
      lookupCalls,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await close();
  }
}

/**
 * The order lifecycle's burst of buyers (scripts/bench/payment-lifecycle.ts) alone and while one visitor floods
 * never-seen names through the same RPC budget and stand-in (docs/payments-reference.md "The RPC budget").
 */
export async function measureRpcBudget(buyers = BUYERS): Promise<RpcBudgetBenchResult> {
  const runs: BudgetRun[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    for (const flood of FLOODS) {
      console.log(`rpc budget: round ${round}, flood ${flood}`);
      runs.push(await measureRun(round, flood, buyers));
    }
  }
  return { buyers, parallel: FLOOD_PARALLEL, runs };
}
