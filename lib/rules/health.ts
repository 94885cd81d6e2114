/**
 * The operators' health page and the console's banner (docs/operators.md "Health"): what is read about the mall's
 * outside services and background work, and what of it is wrong, in plain words.
 */
import { countOf } from './labels';

/** The seller's address is scanned every few seconds: a last good scan older than this means the watch stopped. */
const SCAN_STALE_AFTER_SECONDS = 60;
/** An RPC that takes longer than this to answer a slot request is called slow. */
const RPC_SLOW_AFTER_MS = 2_000;
/** A SOL price older than this is stale (it is fetched again every minute while pages ask for it). */
const PRICE_STALE_AFTER_SECONDS = 15 * 60;

/** How the RPC answered: a probe's answer, or the payment scan's last error. */
export type RpcState = 'ok' | 'unreachable' | 'rate_limited' | 'rpc_error' | 'garbled';

export interface HealthFacts {
  /** Off: the mall has no seller wallet, so nothing of the chain is watched. */
  payments: boolean;
  /** The RPC as a probe found it just now; null when not probed (the banner reads stored state only). */
  rpc: { state: RpcState; latencyMs: number | null } | null;
  websocket: 'off' | 'connecting' | 'connected' | 'disconnected';
  scan: { secondsSince: number | null; failures: number; lastError: string | null };
  outbox: { pending: number; failed: number };
  deliveries: { waiting: number; blocked: number };
  /** Null when not read (the banner). */
  price: { source: 'live' | 'fallback'; ageSeconds: number } | null;
  database: boolean;
  siteUrl: { built: string | null; running: string };
}

const NETWORK_UNREACHABLE =
  'The Solana network cannot be reached. Payments cannot be checked, and buyers cannot open orders, until it answers again.';

const RPC_PROBLEMS: Record<Exclude<RpcState, 'ok'>, string> = {
  unreachable: NETWORK_UNREACHABLE,
  rate_limited: 'The Solana network is limiting how often the mall may ask it: payments are checked more slowly.',
  rpc_error: 'The Solana network answers with errors: payments are checked again until it answers properly.',
  garbled: 'The Solana network sends answers the mall cannot read: payments are checked again until it answers.',
};

/** The scan's failures in a row after which its last error is said (the same threshold as the status badge). */
function rpcProblem(facts: HealthFacts, failingAfter: number): string | null {
  if (facts.rpc) {
    if (facts.rpc.state !== 'ok') return RPC_PROBLEMS[facts.rpc.state];
    if (facts.rpc.latencyMs !== null && facts.rpc.latencyMs > RPC_SLOW_AFTER_MS) {
      return `The Solana network answers slowly (${facts.rpc.latencyMs.toLocaleString('en-US')} ms): payments are seen later.`;
    }
    return null;
  }
  const error = facts.scan.lastError as Exclude<RpcState, 'ok'> | null;
  return error && facts.scan.failures >= failingAfter ? (RPC_PROBLEMS[error] ?? null) : null;
}

/** What is wrong, one sentence each, most serious first; empty when all is well. */
export function healthProblems(facts: HealthFacts, { failingAfter }: { failingAfter: number }): string[] {
  if (!facts.database) {
    return ['The database cannot be reached: the mall shows its built-in catalogue and takes no orders.'];
  }
  const problems: string[] = [];
  if (facts.payments) {
    const rpc = rpcProblem(facts, failingAfter);
    if (rpc) problems.push(rpc);
    const since = facts.scan.secondsSince;
    if (since !== null && since > SCAN_STALE_AFTER_SECONDS && !rpc) {
      problems.push(`The seller's address was last scanned ${countOf(since, 'second')} ago: payments wait.`);
    }
    if (facts.websocket === 'disconnected') {
      problems.push('The websocket to the Solana network is not connected: payments are found at the next scan.');
    }
  }
  if (facts.outbox.failed > 0) {
    problems.push(`${countOf(facts.outbox.failed, 'background job')} gave up: retry from the dashboard.`);
  }
  if (facts.deliveries.blocked > 0) {
    problems.push(`${countOf(facts.deliveries.blocked, 'delivery needs', 'deliveries need')} the operator.`);
  }
  if (facts.price?.source === 'fallback') {
    problems.push('The SOL price feed does not answer: dollar prices use the fallback price.');
  } else if (facts.price && facts.price.ageSeconds > PRICE_STALE_AFTER_SECONDS) {
    problems.push(`The SOL price is ${Math.floor(facts.price.ageSeconds / 60)} minutes old.`);
  }
  const { built, running } = facts.siteUrl;
  if (built && built !== running) {
    problems.push(
      `This build was made for ${built} but runs as ${running}: pages made at build time link to the wrong address.`,
    );
  }
  return problems;
}
