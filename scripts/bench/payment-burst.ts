// The order lifecycle's burst of buyers, shared by the lifecycle and RPC budget benches.
import { Keypair } from '@solana/web3.js';
import { inArray } from 'drizzle-orm';
import { upsertDomains } from '../../lib/catalog/import';
import { sweepPayments } from '../../lib/commerce/payments/payment-check';
import { createSaleOrder } from '../../lib/commerce/orders/sale-orders';
import { selectDatabase } from '../../lib/db';
import { openDatabase } from '../../lib/db/open';
import { saleOrders } from '../../lib/db/schema';
import { resetEnvCache } from '../../lib/env';
import { PAYMENT_SWEEP_INTERVAL_MS } from '../../lib/rules/payments';
import { catalogDomains } from '../../content/catalog';
import { startSolanaRpcStandIn, type SolanaRpcStandIn } from '../../tests/support/solana-rpc-stand-in.mjs';
import { percentile } from './load';

export interface Latency {
  p50Ms: number;
  p99Ms: number;
}

export type BenchDb = Awaited<ReturnType<typeof openDatabase>>['db'];
export const BUYERS = 50;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh buyer pays an order's 1 SOL to the seller on the stand-in, with its reference and memo; its signature. */
export const payOrder = (rpc: SolanaRpcStandIn, seller: string, order: { id: string; reference: string }) =>
  rpc.payTransfer({
    from: rpc.newFundedKeypair(),
    to: seller,
    lamports: 1_000_000_000n,
    reference: order.reference,
    memo: order.id,
  });
const latency = (samples: number[]): Latency => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50Ms: Math.round(percentile(sorted, 0.5)), p99Ms: Math.round(percentile(sorted, 0.99)) };
};

/** The LiteSVM stand-in with a funded seller the mall sells for, on an in-memory PGlite; `close` ends both. */
export async function lifecycleMall() {
  const rpc = await startSolanaRpcStandIn();
  const seller = Keypair.generate().publicKey.toBase58();
  rpc.fund(seller, 1_000_000_000);
  Object.assign(process.env, { SELLER_WALLET: seller, SOLANA_RPC_URL: rpc.url });
  delete process.env.PAYMENT_SCAN_INTERVAL_MS;
  resetEnvCache();
  const handle = await openDatabase({ engine: 'pglite-memory' });
  selectDatabase(handle);
  const close = async () => {
    selectDatabase(undefined);
    await handle.close();
    await rpc.close();
  };
  return { rpc, seller, db: handle.db, close };
}

/** Milliseconds from `since` until each order reads `status` (one query for all of them every 50 ms). */
async function until(db: BenchDb, ids: string[], status: string, since: number): Promise<number[]> {
  const reached = new Map<string, number>();
  while (reached.size < ids.length) {
    const rows = await db
      .select({ id: saleOrders.id, status: saleOrders.status })
      .from(saleOrders)
      .where(inArray(saleOrders.id, ids));
    const at = performance.now() - since;
    for (const row of rows) if (row.status === status && !reached.has(row.id)) reached.set(row.id, at);
    await sleep(50);
  }
  return [...reached.values()];
}

/** `count` fresh names (`prefix` + index + the time) listed for sale at 1 SOL, for a bench's buyers; their slugs. */
export async function putNamesOnSale(prefix: string, count: number): Promise<string[]> {
  const names = Array.from({ length: count }, (_, i) => `${prefix}${i}-${Date.now()}`);
  await upsertDomains(
    names.map((slug) => ({
      ...catalogDomains[0],
      name: `${slug}.sol`,
      slug,
      status: 'available',
      available: true,
      listed: true,
      price: '1 SOL',
    })),
  );
  return names;
}

/**
 * Buyers (50 unless said) pay at once while the background watch runs as in a server process (a tick offered every
 * second, the default scan interval): from their payments' confirmation to the orders reading "Confirming", then, the
 * stand-in finalizing them all at once, from finalization to "paid". Also counts the watch's scans and failed ticks.
 */
export async function burst(db: BenchDb, rpc: SolanaRpcStandIn, seller: string, tag: string, buyers = BUYERS) {
  const names = await putNamesOnSale(`life${tag}`, buyers);
  const orders = await Promise.all(
    names.map(async (slug) => (await createSaleOrder(slug, { wallet: Keypair.generate().publicKey.toBase58() })).order),
  );
  let running = true;
  const scans = { scanned: 0, failed: 0 };
  const watch = (async () => {
    while (running) {
      const tick = await sweepPayments({ ownerOf: async () => null }).catch(() => null);
      if (tick?.scanned) scans.scanned += 1;
      if (!tick || tick.error) scans.failed += 1;
      await sleep(PAYMENT_SWEEP_INTERVAL_MS);
    }
  })();
  rpc.setFinality('manual');
  const signatures = orders.map((order) => payOrder(rpc, seller, order));
  const confirmed = performance.now();
  const ids = orders.map((order) => order.id);
  const confirming = await until(db, ids, 'confirming', confirmed);
  for (const signature of signatures) rpc.finalize(signature);
  const finalized = performance.now();
  const paid = await until(db, ids, 'paid', finalized);
  rpc.setFinality('immediate');
  running = false;
  await watch;
  return { confirming: latency(confirming), paid: latency(paid), scans };
}
