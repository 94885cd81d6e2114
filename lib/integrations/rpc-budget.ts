import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, isDatabaseUnavailable } from '../db';
import { rpcBudget } from '../db/schema';
import {
  LOOKUP_BUSY,
  RPC_BUDGET_CAPACITY,
  RPC_BUDGET_PER_SECOND,
  RPC_BUDGET_RESERVE,
  type RpcPriority,
} from '../rules/rpc-budget';

/** A call the budget refused: its priority's reserve would be touched. The caller says "try again in a moment". */
export class RpcBudgetRefused extends Error {
  constructor() {
    super(LOOKUP_BUSY);
  }
}

/** Whether an error is (or wraps, as web3.js does in words) a refusal of the budget. */
export const refusedByBudget = (error: unknown): boolean =>
  error instanceof RpcBudgetRefused || (error instanceof Error && error.message.includes(LOOKUP_BUSY));

// The scan is never refused, so its calls are only counted here and charged to the bucket at the end of its tick
// (or with the next call that asks): one write a tick instead of one a call.
let uncounted = 0;

// After a refusal of `calls` the bucket gains at most one token in 1/RPC_BUDGET_PER_SECOND s, and only by time (no
// process gives tokens back), so an ask of as many calls or more in that window would be refused too: it is refused
// here without a round trip. A flood of lookups past the budget costs the database a few reads a second, not one each.
const REFUSED_FOR_MS = 1000 / RPC_BUDGET_PER_SECOND;
const lastRefusal = new Map<RpcPriority, { until: number; calls: number }>();

/**
 * Takes `calls` tokens for `priority` from the mall's bucket with one conditional update (the database's clock refills
 * it, so processes agree), or throws RpcBudgetRefused; the scan's calls are counted and never refused. A database
 * that does not answer lets the call through: the budget spares the endpoint, it never stops the mall.
 */
export async function takeRpcBudget(priority: RpcPriority, calls = 1): Promise<void> {
  if (priority === 'scan') {
    uncounted += calls;
    return;
  }
  const refusal = lastRefusal.get(priority);
  if (refusal && refusal.until > performance.now() && calls >= refusal.calls) throw new RpcBudgetRefused();
  if (!(await take(calls, RPC_BUDGET_RESERVE[priority]))) {
    lastRefusal.set(priority, { until: performance.now() + REFUSED_FOR_MS, calls });
    throw new RpcBudgetRefused();
  }
}

/** Charges the scan's counted calls to the bucket (the end of each scan tick). */
export async function chargeScanCalls(): Promise<void> {
  if (uncounted > 0) await take(0, null);
}

async function take(calls: number, reserve: number | null): Promise<boolean> {
  const charged = uncounted;
  uncounted = 0;
  const spent = calls + charged;
  try {
    const db = await getDb();
    const refilled = sql`least(${RPC_BUDGET_CAPACITY}::float8, ${rpcBudget.tokens} + extract(epoch from (clock_timestamp() - ${rpcBudget.refilledAt})) * ${RPC_BUDGET_PER_SECOND})`;
    const update = () =>
      db
        .update(rpcBudget)
        .set({
          tokens: sql`greatest(${-RPC_BUDGET_CAPACITY}::float8, ${refilled} - ${spent})`,
          refilledAt: sql`clock_timestamp()`,
        })
        .where(
          reserve === null
            ? sql`${rpcBudget.id} = 1`
            : sql`${rpcBudget.id} = 1 and ${refilled} - ${spent} >= ${reserve}`,
        )
        .returning({ tokens: rpcBudget.tokens });
    let taken = await update();
    if (taken.length === 0) {
      // No bucket (its migration makes it; a test may have emptied the table): made full, and asked once more.
      const made = await db
        .insert(rpcBudget)
        .values({ id: 1, tokens: RPC_BUDGET_CAPACITY, refilledAt: sql`clock_timestamp()` })
        .onConflictDoNothing()
        .returning({ id: rpcBudget.id });
      if (made.length > 0) taken = await update();
    }
    // Refused: the scan's calls counted meanwhile are charged with the next take.
    if (taken.length === 0) uncounted += charged;
    return taken.length > 0;
  } catch (error) {
    if (isDatabaseUnavailable(error)) return true;
    throw error;
  }
}

/** Tests and the bench: a full bucket. */
export async function refillRpcBudget(): Promise<void> {
  uncounted = 0;
  lastRefusal.clear();
  const db = await getDb();
  await db.update(rpcBudget).set({ tokens: RPC_BUDGET_CAPACITY, refilledAt: sql`clock_timestamp()` });
}
