import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Keypair } from '@solana/web3.js';
import { sweepPayments } from '../../lib/commerce/payments/payment-check';
import { createSaleOrder, readSaleOrder } from '../../lib/commerce/orders/sale-orders';
import { selectDatabase } from '../../lib/db';
import { openDatabase, type DatabaseTarget } from '../../lib/db/open';
import { MINUTE_MS } from '../../lib/rules/time';
import { percentile } from './load';
import { saleOrders } from '../../lib/db/schema';
import { resetEnvCache } from '../../lib/env';
import { putNamesOnSale } from './payment-burst';
import { startSolanaRpcStandIn } from '../../tests/support/solana-rpc-stand-in.mjs';

export interface OrderBenchResult {
  engine: string;
  buyers: number;
  createP50Ms: number;
  createP99Ms: number;
  verifyP50Ms: number;
  verifyP99Ms: number;
  openOrders: number;
  sweepPassMs: number;
  sweepChecked: number;
}

const BUYERS = 50;
const OPEN_ORDERS = 10_000;
const LAMPORTS = 1_000_000_000n;

/** A percentile of unsorted samples, to a tenth of a millisecond. */
const percentileOf = (values: number[], p: number) =>
  Math.round(
    percentile(
      [...values].sort((a, b) => a - b),
      p,
    ) * 10,
  ) / 10;

async function timed<T>(run: () => Promise<T>, into: number[]): Promise<T> {
  const started = performance.now();
  const value = await run();
  into.push(performance.now() - started);
  return value;
}

/**
 * 50 buyers at once: each opens an order for its own name, pays it on the LiteSVM stand-in, and asks for its status
 * (which verifies the payment on the RPC). Then the sweep's cost with 10,000 orders open (one pass; the RPC answers
 * at once, so this is the database side of it).
 */
async function measureOn(engine: string, target: DatabaseTarget): Promise<OrderBenchResult> {
  const rpc = await startSolanaRpcStandIn();
  const seller = Keypair.generate().publicKey.toBase58();
  Object.assign(process.env, { SELLER_WALLET: seller, SOLANA_RPC_URL: rpc.url });
  resetEnvCache();
  const handle = await openDatabase(target);
  selectDatabase(handle);
  try {
    const names = await putNamesOnSale('benchbuy', BUYERS);
    const createMs: number[] = [];
    const orders = await Promise.all(
      names.map((slug) =>
        timed(async () => (await createSaleOrder(slug, { wallet: `bench-${slug}` })).order, createMs),
      ),
    );
    for (const order of orders) {
      rpc.payTransfer({
        from: rpc.newFundedKeypair(),
        to: seller,
        lamports: LAMPORTS,
        reference: order.reference,
        memo: order.id,
      });
    }
    // One scan of the seller's address confirms every payment made since the last one.
    const verifyMs: number[] = [];
    await timed(() => sweepPayments({ ownerOf: async () => null }), verifyMs);
    const verified = await Promise.all(orders.map((order) => readSaleOrder(order.id)));
    if (verified.some((order) => order?.status !== 'paid')) throw new Error('bench: a paid order was not verified');

    const now = new Date();
    for (let start = 0; start < OPEN_ORDERS; start += 1000) {
      await handle.db.insert(saleOrders).values(
        Array.from({ length: Math.min(1000, OPEN_ORDERS - start) }, () => ({
          id: randomUUID(),
          domainSlug: `bench-open-${randomUUID()}`,
          domainName: 'bench.sol',
          amountLamports: LAMPORTS,
          recipient: seller,
          reference: Keypair.generate().publicKey.toBase58(),
          expiresAt: new Date(now.getTime() + 15 * MINUTE_MS),
        })),
      );
    }
    const callsBefore = rpc.calls();
    const started = performance.now();
    await sweepPayments({ now: new Date(Date.now() + MINUTE_MS), ownerOf: async () => null });
    return {
      engine,
      buyers: BUYERS,
      createP50Ms: percentileOf(createMs, 0.5),
      createP99Ms: percentileOf(createMs, 0.99),
      verifyP50Ms: percentileOf(verifyMs, 0.5),
      verifyP99Ms: percentileOf(verifyMs, 0.99),
      openOrders: OPEN_ORDERS,
      sweepPassMs: Math.round(performance.now() - started),
      sweepChecked: rpc.calls() - callsBefore,
    };
  } finally {
    selectDatabase(undefined);
    await handle.close();
    await rpc.close();
  }
}

export async function measureOrders(): Promise<OrderBenchResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'retailverse-bench-orders-'));
  const results: OrderBenchResult[] = [];
  try {
    results.push(await measureOn('PGlite (on disk)', { engine: 'pglite', dataDir }));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (process.env.DATABASE_URL)
    results.push(await measureOn('PostgreSQL', { engine: 'postgres', url: process.env.DATABASE_URL }));
  return results;
}

export function ordersSection(results: OrderBenchResult[]): string[] {
  return [
    '## Orders (Solana Pay, on the LiteSVM stand-in)',
    '',
    `Measured ${new Date().toISOString()} (also alone, by \`npm run bench -- --orders-only\`).`,
    '',
    `${BUYERS} buyers at once: open an order each and pay it; one scan of the seller's address confirms them all (verify`,
    `= that scan). Then one pass of the background watch with ${OPEN_ORDERS.toLocaleString('en')} orders open, and the RPC calls it made.`,
    '',
    '| engine | create p50 ms | create p99 ms | verify p50 ms | verify p99 ms | sweep pass ms | RPC calls in the pass |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.map(
      (r) =>
        `| ${r.engine} | ${r.createP50Ms} | ${r.createP99Ms} | ${r.verifyP50Ms} | ${r.verifyP99Ms} | ${r.sweepPassMs} | ${r.sweepChecked} |`,
    ),
    '',
  ];
}
