// The BENCHMARKS.md section of `npm run bench -- --rpc-budget-only` (scripts/bench/rpc-budget.ts).
import { NAME_LOOKUPS_PER_MINUTE } from '../../lib/rules/chain-reads';
import { PAYMENT_SWEEP_INTERVAL_MS } from '../../lib/rules/payments';
import {
  DISTINCT_NAME_LOOKUPS_PER_MINUTE,
  RPC_BUDGET_CAPACITY,
  RPC_BUDGET_PER_SECOND,
  RPC_BUDGET_RESERVE,
} from '../../lib/rules/rpc-budget';
import { type BudgetRun, type Flood, FLOODS, ROUNDS, type RpcBudgetBenchResult } from './rpc-budget';

const FLOOD_LABELS: Record<Flood, string> = {
  none: 'alone',
  route: 'one visitor, `GET /api/names/{name}`',
  'past-cap': 'the same lookups past the per-visitor caps',
};
type Metric = 'confirming' | 'paid';
const METRICS: [Metric, 'p50Ms' | 'p99Ms'][] = [
  ['confirming', 'p50Ms'],
  ['confirming', 'p99Ms'],
  ['paid', 'p50Ms'],
  ['paid', 'p99Ms'],
];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The latencies where a flood's median over rounds exceeds the slowest run alone by more than one watch tick. */
function slowerUnderFlood(runs: BudgetRun[]): string[] {
  const alone = runs.filter((r) => r.flood === 'none');
  return FLOODS.filter((flood) => flood !== 'none').flatMap((flood) => {
    const flooded = runs.filter((r) => r.flood === flood);
    return METRICS.filter(
      ([metric, at]) =>
        median(flooded.map((r) => r[metric][at])) >
        Math.max(...alone.map((r) => r[metric][at])) + PAYMENT_SWEEP_INTERVAL_MS,
    ).map(([metric, at]) => `${FLOOD_LABELS[flood]}: ${metric} ${at.slice(0, 3)}`);
  });
}

/** The latencies' medians over the rounds of one kind of run. */
function medianRow(runs: BudgetRun[]): string {
  const cells = METRICS.map(([metric, at]) => median(runs.map((r) => r[metric][at])));
  return `| median | ${FLOOD_LABELS[runs[0].flood]} | ${cells.join(' | ')} |${' |'.repeat(9)}`;
}

export function rpcBudgetSection(result: RpcBudgetBenchResult): string[] {
  const slower = slowerUnderFlood(result.runs);
  const failed = result.runs.reduce((sum, r) => sum + r.scans.failed, 0);
  const row = (r: BudgetRun) =>
    `| ${r.round} | ${FLOOD_LABELS[r.flood]} | ${r.confirming.p50Ms} | ${r.confirming.p99Ms} | ${r.paid.p50Ms} | ` +
    `${r.paid.p99Ms} | ${r.scanCalls} | ${r.scans.failed} of ${r.scans.scanned} | ${r.lookups.answered} | ` +
    `${r.lookups.busy} | ${r.lookups.distinctCap} | ${r.lookups.minuteCap} | ${r.lookups.other} | ${r.lookupCalls} | ` +
    `${r.seconds.toFixed(0)} |`;
  return [
    "## One visitor's lookups never delay the scan (the RPC budget, on the LiteSVM stand-in)",
    '',
    `Measured ${new Date().toISOString()} (also alone, by \`npm run bench -- --rpc-budget-only\`), PGlite in memory, a`,
    'fresh stand-in and database each run.',
    '',
    `The order lifecycle's burst (${result.buyers} buyers pay at once, the background watch running as in a server), alone`,
    `and while ${result.parallel} lookups of never-seen names are kept in flight, as fast as they are answered, through the`,
    `same budget (${RPC_BUDGET_CAPACITY} calls, ${RPC_BUDGET_PER_SECOND} a second; lookups stop at ${RPC_BUDGET_RESERVE.lookup} left) and stand-in: by one`,
    `visitor through the route (${NAME_LOOKUPS_PER_MINUTE} lookups and ${DISTINCT_NAME_LOOKUPS_PER_MINUTE} uncached names a minute each), and past those caps`,
    '(the lookup the route calls, without a visitor: what many visitors together could ask).',
    '',
    '| round | lookups meanwhile | confirmed → Confirming p50 ms | p99 ms | finalized → paid p50 ms | p99 ms | ' +
      "scan's RPC calls | failed scans | lookups answered | refused: busy | refused: uncached-names cap | " +
      "refused: lookups-a-minute cap | other | lookups' RPC calls | s |",
    '| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...result.runs.map(row),
    ...FLOODS.map((flood) => medianRow(result.runs.filter((r) => r.flood === flood))),
    '',
    `Failed scans in all runs: **${failed}** (the scan's calls are never refused). Payment latencies under a flood ` +
      `(median of the ${ROUNDS} rounds) beyond the slowest run alone plus one watch tick (${PAYMENT_SWEEP_INTERVAL_MS} ms): ` +
      `**${slower.length === 0 ? 'none' : slower.join('; ')}**.`,
    '',
  ];
}
