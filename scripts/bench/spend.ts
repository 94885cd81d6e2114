import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import bs58 from 'bs58';
import { selectDatabase } from '../../lib/db';
import { openDatabase, type DatabaseTarget } from '../../lib/db/open';
import { claimDayPass, ensureWallet, grantTickets } from '../../lib/tickets';
import { percentile } from './load';

export interface SpendResult {
  engine: string;
  count: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

const SPENDS = 2000;
const CONCURRENCY = 50;
// One wallet per concurrent caller, as in real traffic: spends of one wallet serialise on its row by design.
const benchWallet = (i: number) => bs58.encode(createHash('sha256').update(`bench-wallet-${i}`).digest());

/** Day-pass spends (1 RT each) from 50 concurrent callers, each its own wallet, through the ledger, on one engine. */
async function measureOn(engine: string, target: DatabaseTarget): Promise<SpendResult> {
  const handle = await openDatabase(target);
  selectDatabase(handle);
  try {
    const perWallet = SPENDS / CONCURRENCY;
    // Set up from all callers at once, one untimed spend each: the pool's connections are open when timing starts,
    // as on a server that is already serving.
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, i) => {
        await ensureWallet(benchWallet(i));
        await grantTickets(benchWallet(i), perWallet + 1, 'benchmark');
        await claimDayPass(benchWallet(i));
      }),
    );
    const latencies: number[] = [];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, i) => {
        for (let n = 0; n < perWallet; n++) {
          const t0 = performance.now();
          await claimDayPass(benchWallet(i));
          latencies.push(performance.now() - t0);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      engine,
      count: latencies.length,
      perSecond: Math.round(latencies.length / seconds),
      p50Ms: Math.round(percentile(latencies, 0.5) * 10) / 10,
      p99Ms: Math.round(percentile(latencies, 0.99) * 10) / 10,
    };
  } finally {
    selectDatabase(undefined);
    await handle.close();
  }
}

export async function measureSpends(): Promise<SpendResult[]> {
  // The embedded database as the server runs it: on disk, in a fresh data dir.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'retailverse-bench-spends-'));
  let results: SpendResult[];
  try {
    results = [await measureOn('PGlite (on disk)', { engine: 'pglite', dataDir })];
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (process.env.DATABASE_URL)
    results.push(await measureOn('PostgreSQL', { engine: 'postgres', url: process.env.DATABASE_URL }));
  return results;
}
