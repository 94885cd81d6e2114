import 'server-only';
import { count, inArray, sql } from 'drizzle-orm';
import { getDatabase } from '../db';
import { nameDeliveries } from '../db/schema';
import { env } from '../env';
import { readOutboxSummary } from '../commerce/outbox/worker';
import { readScanState } from '../commerce/payments/scan-lease';
import { sellerSocketState } from '../commerce/payments/payment-ws';
import { healthProblems, type HealthFacts, type RpcState } from '../rules/health';
import { SCAN_FAILING_AFTER } from '../rules/system-status';
import { getSolPrice } from './sol-price';
import { rpcCall, RpcFailure } from './solana-json-rpc';
import { paymentSettings } from './solana-pay';

export interface SystemHealth extends HealthFacts {
  checkedAt: string;
  problems: string[];
  rpcEndpoint: string | null;
  databaseEngine: string | null;
  databaseLatencyMs: number | null;
  scanLastOkAt: string | null;
  priceUsd: number | null;
  version: string;
  builtAt: string | null;
}

const elapsed = (since: number) => Math.round(performance.now() - since);

/** Asks the RPC for its slot: how it answered, and how long it took (the probe counts against the RPC budget). */
async function probeRpc(rpcUrl: string): Promise<{ state: RpcState; latencyMs: number | null }> {
  const start = performance.now();
  try {
    await rpcCall(rpcUrl, 'getSlot', [{ commitment: 'confirmed' }]);
    return { state: 'ok', latencyMs: elapsed(start) };
  } catch (error) {
    return { state: error instanceof RpcFailure ? error.kind : 'unreachable', latencyMs: null };
  }
}

async function readDeliveries(db: Awaited<ReturnType<typeof getDatabase>>['db']) {
  const rows = await db
    .select({ state: nameDeliveries.state, n: count() })
    .from(nameDeliveries)
    .where(inArray(nameDeliveries.state, ['pending', 'sent', 'blocked', 'refused']))
    .groupBy(nameDeliveries.state);
  const of = (...states: string[]) => rows.filter((r) => states.includes(r.state)).reduce((n, r) => n + r.n, 0);
  return { waiting: of('pending', 'sent'), blocked: of('blocked') };
}

const secondsSince = (at: Date | null | undefined, now: Date) =>
  at ? Math.max(0, Math.floor((now.getTime() - at.getTime()) / 1000)) : null;

/** What the database holds about the background work, or null when the database does not answer. */
async function readStored(seller: string | null, now: Date) {
  try {
    const start = performance.now();
    const { db, engine } = await getDatabase();
    await db.execute(sql`select 1`);
    const databaseLatencyMs = elapsed(start);
    const [scan, outbox, deliveries] = await Promise.all([
      seller ? readScanState(seller) : null,
      readOutboxSummary(0),
      readDeliveries(db),
    ]);
    return {
      databaseEngine: engine,
      databaseLatencyMs,
      scan: {
        secondsSince: secondsSince(scan?.lastOkAt, now),
        failures: scan?.failures ?? 0,
        lastError: scan?.lastError ?? null,
      },
      scanLastOkAt: scan?.lastOkAt?.toISOString() ?? null,
      outbox: { pending: outbox.pending, failed: outbox.failed },
      deliveries,
    };
  } catch {
    return null;
  }
}

const NOTHING_STORED = {
  databaseEngine: null,
  databaseLatencyMs: null,
  scan: { secondsSince: null, failures: 0, lastError: null },
  scanLastOkAt: null,
  outbox: { pending: 0, failed: 0 },
  deliveries: { waiting: 0, blocked: 0 },
};

/**
 * What the operators' health page shows (docs/operators.md "Health"): the RPC (probed, with its latency, when `probe`
 * is set), the websocket, the seller scan, the outbox and deliveries, the SOL price, the database, the version and the
 * site address the build was made for. Without `probe` (the console's banner) only stored state is read: no outside
 * call is made.
 */
export async function readSystemHealth({
  probe = false,
  now = new Date(),
}: { probe?: boolean; now?: Date } = {}): Promise<SystemHealth> {
  const settings = paymentSettings();
  const [rpc, price, stored] = await Promise.all([
    probe && settings ? probeRpc(settings.rpcUrl) : null,
    probe ? getSolPrice().catch(() => null) : null,
    readStored(settings?.seller ?? null, now),
  ]);
  const facts: HealthFacts = {
    payments: settings !== null,
    rpc,
    websocket: env().SOLANA_WS_URL ? sellerSocketState() : 'off',
    price: price ? { source: price.source, ageSeconds: secondsSince(new Date(price.fetchedAt), now) ?? 0 } : null,
    database: stored !== null,
    siteUrl: { built: process.env.BUILD_SITE_URL || null, running: env().SITE_URL },
    ...(stored ?? NOTHING_STORED),
  };
  return {
    ...(stored ?? NOTHING_STORED),
    ...facts,
    checkedAt: now.toISOString(),
    problems: healthProblems(facts, { failingAfter: SCAN_FAILING_AFTER }),
    rpcEndpoint: settings ? new URL(settings.rpcUrl).host : null,
    priceUsd: price?.usd ?? null,
    version: process.env.BUILD_VERSION ?? 'unbuilt',
    builtAt: process.env.BUILD_TIME ?? null,
  };
}
