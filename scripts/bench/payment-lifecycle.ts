import { randomUUID } from 'node:crypto';
import { Keypair } from '@solana/web3.js';
import { inArray } from 'drizzle-orm';
import { upsertDomains } from '../../lib/catalog/import';
import { sweepPayments } from '../../lib/commerce/payments/payment-check';
import { watchSellerLogs } from '../../lib/commerce/payments/payment-ws';
import { createSaleOrder } from '../../lib/commerce/orders/sale-orders';
import { selectDatabase } from '../../lib/db';
import { openDatabase } from '../../lib/db/open';
import { saleOrders } from '../../lib/db/schema';
import { resetEnvCache } from '../../lib/env';
import { PAYMENT_SWEEP_INTERVAL_MS } from '../../lib/rules/payments';
import { catalogDomains } from '../../content/catalog';
import { startSolanaRpcStandIn, type SolanaRpcStandIn } from '../../tests/support/solana-rpc-stand-in.mjs';
import { percentile } from './load';
import { HOUR_MS, MINUTE_MS } from '../../lib/rules/time';

interface Latency {
  p50Ms: number;
  p99Ms: number;
}

export interface LifecycleBenchResult {
  buyers: number;
  polling: { confirming: Latency; paid: Latency };
  websocket: { confirming: Latency; paid: Latency };
  idle: { open: number; paidNotTransferred: number; calls: number };
}

const BUYERS = 50;
const IDLE_ORDERS = 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const latency = (samples: number[]): Latency => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50Ms: Math.round(percentile(sorted, 0.5)), p99Ms: Math.round(percentile(sorted, 0.99)) };
};

/** Milliseconds from `since` until each order reads `status` (one query for all of them every 50 ms). */
async function until(
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  ids: string[],
  status: string,
  since: number,
): Promise<number[]> {
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

/**
 * 50 buyers pay at once while the background watch runs as in a server process (a tick offered every second, the
 * default scan interval): from their payments' confirmation to the orders reading "Confirming", then, the stand-in
 * finalizing them all at once, from finalization to "paid".
 */
async function burst(
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  rpc: SolanaRpcStandIn,
  seller: string,
  tag: string,
) {
  const names = Array.from({ length: BUYERS }, (_, i) => `life${tag}${i}-${Date.now()}`);
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
  const orders = await Promise.all(
    names.map(async (slug) => (await createSaleOrder(slug, { wallet: Keypair.generate().publicKey.toBase58() })).order),
  );
  let running = true;
  const watch = (async () => {
    while (running) {
      await sweepPayments({ ownerOf: async () => null }).catch(() => undefined);
      await sleep(PAYMENT_SWEEP_INTERVAL_MS);
    }
  })();
  rpc.setFinality('manual');
  const signatures = orders.map((order) =>
    rpc.payTransfer({
      from: rpc.newFundedKeypair(),
      to: seller,
      lamports: 1_000_000_000n,
      reference: order.reference,
      memo: order.id,
    }),
  );
  const confirmed = performance.now();
  const ids = orders.map((order) => order.id);
  const confirming = await until(db, ids, 'confirming', confirmed);
  for (const signature of signatures) rpc.finalize(signature);
  const finalized = performance.now();
  const paid = await until(db, ids, 'paid', finalized);
  rpc.setFinality('immediate');
  running = false;
  await watch;
  return { confirming: latency(confirming), paid: latency(paid) };
}

/** RPC calls in an idle minute (a tick each second, simulated time) with 1,000 open and 1,000 paid, untransferred. */
async function idleMinute(rpc: SolanaRpcStandIn, seller: string, db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const now = Date.now();
  const row = (i: number, paid: boolean) => ({
    id: randomUUID(),
    domainSlug: `idle-${paid ? 'paid' : 'open'}-${i}-${now}`,
    domainName: `idle-${i}.sol`,
    amountLamports: 1_000_000_000n,
    recipient: seller,
    reference: Keypair.generate().publicKey.toBase58(),
    expiresAt: new Date(now + (paid ? -HOUR_MS : 15 * MINUTE_MS)),
    ...(paid
      ? { status: 'paid', buyer: Keypair.generate().publicKey.toBase58(), paidAt: new Date(now - HOUR_MS) }
      : {}),
  });
  for (const paid of [false, true]) {
    for (let start = 0; start < IDLE_ORDERS; start += 500) {
      await db.insert(saleOrders).values(Array.from({ length: 500 }, (_, i) => row(start + i, paid)));
    }
  }
  // Settle the first look at everything, then count a minute of watching.
  for (let second = 0; second < 120; second++) {
    await sweepPayments({ now: new Date(now + second * 1000) }).catch(() => undefined);
  }
  const before = rpc.calls();
  for (let second = 120; second < 180; second++) {
    await sweepPayments({ now: new Date(now + second * 1000) }).catch(() => undefined);
  }
  return { open: IDLE_ORDERS, paidNotTransferred: IDLE_ORDERS, calls: rpc.calls() - before };
}

/** The order lifecycle against the LiteSVM stand-in on an in-memory PGlite (docs/payments.md "Finality"). */
export async function measurePaymentLifecycle(): Promise<LifecycleBenchResult> {
  const rpc = await startSolanaRpcStandIn();
  const seller = Keypair.generate().publicKey.toBase58();
  rpc.fund(seller, 1_000_000_000);
  Object.assign(process.env, { SELLER_WALLET: seller, SOLANA_RPC_URL: rpc.url });
  delete process.env.PAYMENT_SCAN_INTERVAL_MS;
  resetEnvCache();
  const handle = await openDatabase({ engine: 'pglite-memory' });
  selectDatabase(handle);
  try {
    const polling = await burst(handle.db, rpc, seller, 'p');
    process.env.SOLANA_WS_URL = rpc.wsUrl;
    resetEnvCache();
    const stop = watchSellerLogs();
    await sleep(500);
    const websocket = await burst(handle.db, rpc, seller, 'w');
    await stop?.();
    delete process.env.SOLANA_WS_URL;
    resetEnvCache();
    const idle = await idleMinute(rpc, seller, handle.db);
    return { buyers: BUYERS, polling, websocket, idle };
  } finally {
    selectDatabase(undefined);
    await handle.close();
    await rpc.close();
  }
}

export function paymentLifecycleSection(result: LifecycleBenchResult): string[] {
  const row = (mode: string, r: { confirming: Latency; paid: Latency }) =>
    `| ${mode} | ${r.confirming.p50Ms} | ${r.confirming.p99Ms} | ${r.paid.p50Ms} | ${r.paid.p99Ms} |`;
  return [
    '## The order lifecycle (finality, on the LiteSVM stand-in)',
    '',
    `Measured ${new Date().toISOString()} (also alone, by \`npm run bench -- --lifecycle-only\`), PGlite in memory.`,
    '',
    `${result.buyers} buyers pay at once while the background watch runs as in a server process: from their payments'`,
    'confirmation to their orders reading "Confirming", then, every payment finalized at once, from finalization to',
    'paid (the order page polls its status every second on top of this).',
    '',
    '| watch | confirmed → Confirming p50 ms | p99 ms | finalized → paid p50 ms | p99 ms |',
    '| --- | ---: | ---: | ---: | ---: |',
    row('polling (default scan interval)', result.polling),
    row('websocket (SOLANA_WS_URL)', result.websocket),
    '',
    `RPC calls in an idle minute with ${result.idle.open.toLocaleString('en')} orders open and ` +
      `${result.idle.paidNotTransferred.toLocaleString('en')} paid but not transferred: **${result.idle.calls}** (target ≤ 40).`,
    '',
  ];
}
