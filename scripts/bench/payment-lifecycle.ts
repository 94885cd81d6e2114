import { randomUUID } from 'node:crypto';
import { Keypair } from '@solana/web3.js';
import { sweepPayments } from '../../lib/commerce/payments/payment-check';
import { watchSellerLogs } from '../../lib/commerce/payments/payment-ws';
import { saleOrders } from '../../lib/db/schema';
import { resetEnvCache } from '../../lib/env';
import type { SolanaRpcStandIn } from '../../tests/support/solana-rpc-stand-in.mjs';
import { HOUR_MS, MINUTE_MS } from '../../lib/rules/time';
import { type BenchDb, BUYERS, burst, lifecycleMall, type Latency, sleep } from './payment-burst';

export interface LifecycleBenchResult {
  buyers: number;
  polling: { confirming: Latency; paid: Latency };
  websocket: { confirming: Latency; paid: Latency };
  idle: { open: number; paidNotTransferred: number; calls: number };
}

const IDLE_ORDERS = 1000;

/** RPC calls in an idle minute (a tick each second, simulated time) with 1,000 open and 1,000 paid, untransferred. */
async function idleMinute(rpc: SolanaRpcStandIn, seller: string, db: BenchDb) {
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
  const { rpc, seller, db, close } = await lifecycleMall();
  try {
    const polling = await burst(db, rpc, seller, 'p');
    process.env.SOLANA_WS_URL = rpc.wsUrl;
    resetEnvCache();
    const stop = watchSellerLogs();
    await sleep(500);
    const websocket = await burst(db, rpc, seller, 'w');
    await stop?.();
    delete process.env.SOLANA_WS_URL;
    resetEnvCache();
    const idle = await idleMinute(rpc, seller, db);
    return { buyers: BUYERS, polling, websocket, idle };
  } finally {
    await close();
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
