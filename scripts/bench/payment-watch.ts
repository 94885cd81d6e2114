import { randomUUID } from 'node:crypto';
import { Keypair } from '@solana/web3.js';
import { sweepPayments } from '../../lib/commerce/payments/payment-check';
import { watchSellerLogs } from '../../lib/commerce/payments/payment-ws';
import { createSaleOrder, readSaleOrder } from '../../lib/commerce/orders/sale-orders';
import { selectDatabase } from '../../lib/db';
import { openDatabase } from '../../lib/db/open';
import { saleOrders } from '../../lib/db/schema';
import { resetEnvCache } from '../../lib/env';
import { PAYMENT_SCAN_INTERVAL_MS, PAYMENT_SWEEP_INTERVAL_MS } from '../../lib/rules/payments';
import { payOrder, putNamesOnSale, sleep } from './payment-burst';
import { startSolanaRpcStandIn, type SolanaRpcStandIn } from '../../tests/support/solana-rpc-stand-in.mjs';
import { percentile } from './load';
import { HOUR_MS } from '../../lib/rules/time';

export interface WatchBenchResult {
  callsPerMinute: { openOrders: number; calls: number }[];
  payments: number;
  polling: { p50Ms: number; p99Ms: number };
  websocket: { p50Ms: number; p99Ms: number };
}

const OPEN_ORDER_COUNTS = [10, 100, 1000];
const PAYMENTS = 20;

/**
 * Orders paid one after another while the background watch runs (a tick offered every second, as in each server
 * process): the delay from each transaction's confirmation on the stand-in to its order reading paid, p50 and p99.
 */
async function confirmationLatency(rpc: SolanaRpcStandIn, seller: string, tag: string) {
  const names = await putNamesOnSale(`watch${tag}`, PAYMENTS);
  const orders = await Promise.all(
    names.map(async (slug) => (await createSaleOrder(slug, { wallet: `bench-${slug}` })).order),
  );
  let running = true;
  const watch = (async () => {
    while (running) {
      await sweepPayments({ ownerOf: async () => null });
      await sleep(PAYMENT_SWEEP_INTERVAL_MS);
    }
  })();
  const confirmMs: number[] = [];
  for (const order of orders) {
    // Payments spread over the scan interval, as buyers arrive independently of the ticks.
    await sleep(Math.round(PAYMENT_SCAN_INTERVAL_MS * 0.37));
    payOrder(rpc, seller, order);
    const confirmed = performance.now();
    while ((await readSaleOrder(order.id))?.status !== 'paid') await sleep(20);
    confirmMs.push(performance.now() - confirmed);
  }
  running = false;
  await watch;
  const sorted = confirmMs.sort((a, b) => a - b);
  return { p50Ms: Math.round(percentile(sorted, 0.5)), p99Ms: Math.round(percentile(sorted, 0.99)) };
}

/**
 * The payment watch against the LiteSVM stand-in on an in-memory PGlite: RPC calls in a minute of idle watching
 * (a tick offered every second, simulated time) with 10, 100 and 1,000 orders open; then, in real time with the
 * default scan interval, the delay from a payment's confirmation to its order reading paid, polling and with the
 * websocket (SOLANA_WS_URL on the stand-in).
 */
export async function measurePaymentWatch(): Promise<WatchBenchResult> {
  const rpc = await startSolanaRpcStandIn();
  const seller = Keypair.generate().publicKey.toBase58();
  rpc.fund(seller, 1_000_000_000);
  Object.assign(process.env, { SELLER_WALLET: seller, SOLANA_RPC_URL: rpc.url });
  delete process.env.PAYMENT_SCAN_INTERVAL_MS;
  resetEnvCache();
  const handle = await openDatabase({ engine: 'pglite-memory' });
  selectDatabase(handle);
  try {
    const callsPerMinute: WatchBenchResult['callsPerMinute'] = [];
    let open = 0;
    let clock = Date.now() + HOUR_MS;
    for (const target of OPEN_ORDER_COUNTS) {
      await handle.db.insert(saleOrders).values(
        Array.from({ length: target - open }, () => ({
          id: randomUUID(),
          domainSlug: `watch-${randomUUID()}`,
          domainName: 'watch.sol',
          amountLamports: 1_000_000_000n,
          recipient: seller,
          reference: Keypair.generate().publicKey.toBase58(),
          expiresAt: new Date(clock + HOUR_MS),
        })),
      );
      open = target;
      const before = rpc.calls();
      for (let second = 0; second < 60; second++) {
        clock += 1000;
        await sweepPayments({ now: new Date(clock), ownerOf: async () => null });
      }
      callsPerMinute.push({ openOrders: target, calls: rpc.calls() - before });
    }
    await handle.db.delete(saleOrders);

    const polling = await confirmationLatency(rpc, seller, 'poll');
    process.env.SOLANA_WS_URL = rpc.wsUrl;
    resetEnvCache();
    const stop = watchSellerLogs()!;
    while (rpc.logSubscribers() === 0) await sleep(20);
    const websocket = await confirmationLatency(rpc, seller, 'ws');
    await stop();
    delete process.env.SOLANA_WS_URL;
    resetEnvCache();
    return { callsPerMinute, payments: PAYMENTS, polling, websocket };
  } finally {
    selectDatabase(undefined);
    await handle.close();
    await rpc.close();
  }
}

export function paymentWatchSection(result: WatchBenchResult): string[] {
  return [
    '## Payment watch (one scan of the seller, on the LiteSVM stand-in)',
    '',
    `Measured ${new Date().toISOString()} (also alone, by \`npm run bench -- --payments-only\`), PGlite in memory,`,
    `default scan interval (${PAYMENT_SCAN_INTERVAL_MS} ms). RPC calls in one minute of idle watching (each process offers a tick`,
    'every second; one scan runs per interval; every third scan probes one reference):',
    '',
    '| open orders | RPC calls a minute |',
    '| ---: | ---: |',
    ...result.callsPerMinute.map((r) => `| ${r.openOrders.toLocaleString('en')} | ${r.calls} |`),
    '',
    `Confirmation latency: ${result.payments} payments each, from the transaction's confirmation on the stand-in to its`,
    'order reading paid in the database.',
    '',
    '| watch | p50 ms | p99 ms |',
    '| --- | ---: | ---: |',
    `| polling (ticks only) | ${result.polling.p50Ms} | ${result.polling.p99Ms} |`,
    `| websocket (SOLANA_WS_URL) and ticks | ${result.websocket.p50Ms} | ${result.websocket.p99Ms} |`,
    '',
  ];
}
