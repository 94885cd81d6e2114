import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Keypair } from '@solana/web3.js';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/db/open';
import { domains, outboxJobs, salePayments, saleOrders, ticketLog, wallets } from '@/lib/db/schema';
import { startSolanaRpcStandIn, type SolanaRpcStandIn } from '../support/solana-rpc-stand-in.mjs';
import { signInOverHttp, startAppProcess, stopAppProcess, type AppProcess } from './support/app-process';
import { testWallet } from './support/test-wallet';

const ORIGIN = 'http://localhost:3000';
/** Every step of a sale after which a process can die: each is its own committed database transaction. */
const STEPS = [
  'payment.pending',
  'payment.final',
  'outbox.claimed',
  'outbox.done',
  'delivery.recorded',
  'delivery.sent',
] as const;
const NAMES = ['copevendor', 'jpegdealer', 'lurkerlife', 'neonoracle', 'floorsweeper', 'deploydeck'];

let rpc: SolanaRpcStandIn;
const seller = Keypair.generate().publicKey.toBase58();
/** The custody wallet holds the names, so a paid name is delivered by the sweep (its steps can die too). */
const custody = Keypair.generate();
const custodyFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rv-sigkill-custody-')), 'custody.json');
fs.writeFileSync(custodyFile, JSON.stringify([...custody.secretKey]));
const dirs: string[] = [];
let app: AppProcess | undefined;

beforeAll(async () => {
  rpc = await startSolanaRpcStandIn();
  rpc.fund(seller, 1_000_000_000);
  rpc.fund(custody.publicKey, 1_000_000_000);
});
afterAll(async () => {
  await stopAppProcess(app);
  await rpc.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const appEnv = (dataDir: string, crashAt?: string) => ({
  DATABASE_URL: '',
  DATA_DIR: dataDir,
  OPERATOR_TOKEN: 'sigkill-sale-operator-token',
  SITE_URL: ORIGIN,
  CATALOG_CACHE_SECONDS: '0',
  SELLER_WALLET: seller,
  SOLANA_RPC_URL: rpc.url,
  PAYMENT_SCAN_INTERVAL_MS: '200',
  OUTBOUND_TIMEOUT_MS: '2000',
  SELLER_CUSTODY_KEYPAIR: custodyFile,
  ...(crashAt ? { RETAILVERSE_CRASH_AT: crashAt } : {}),
});

async function until<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('SIGKILL at each step of a sale and its delivery, on PGlite', () => {
  it.each(STEPS)(
    'a process killed right after "%s" loses nothing: the restart completes the sale and delivery once',
    async (step) => {
      // A name of its own for each step: its name account, held by custody, is delivered once.
      const slug = NAMES[STEPS.indexOf(step)]!;
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rv-sigkill-sale-'));
      dirs.push(dataDir);
      app = await startAppProcess(appEnv(dataDir, step));
      rpc.registerName(slug, custody.publicKey.toBase58());
      const wallet = testWallet();
      const cookie = await signInOverHttp(app.url, wallet);
      const opened = await fetch(`${app.url}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, cookie },
        body: JSON.stringify({ slug }),
      });
      expect(opened.status).toBe(201);
      const order = (await opened.json()) as { id: string; reference: string; amountLamports: string };
      const price = BigInt(order.amountLamports);
      const buyer = rpc.newFundedKeypair();
      rpc.payTransfer({ from: buyer, to: seller, lamports: price, reference: order.reference, memo: order.id });

      // The sweep reaches the step and the process dies there, as in a power cut.
      expect(await Promise.race([app.exited, new Promise((r) => setTimeout(() => r('alive'), 30_000))])).toBe(
        'SIGKILL',
      );

      app = await startAppProcess(appEnv(dataDir));
      const base = app.url;
      // A transfer recorded but never sent is sent anew only once its blockhash can no longer land.
      if (step === 'delivery.recorded') rpc.advanceSlots(200);
      await until(
        'the name delivered',
        async () => {
          const answer = (await (await fetch(`${base}/api/orders/${order.id}`)).json()) as { status: string };
          return answer.status === 'fulfilled' ? answer : undefined;
        },
        60_000,
      );
      // The outbox drains in the background sweep: let it finish, then stop the process to read its books.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await stopAppProcess(app);
      app = undefined;

      const { db, close } = await openDatabase({ engine: 'pglite', dataDir });
      try {
        const buyerAddress = buyer.publicKey.toBase58();
        const [sold] = await db.select().from(saleOrders).where(eq(saleOrders.id, order.id));
        expect(sold).toMatchObject({ status: 'fulfilled', buyer: buyerAddress, receivedLamports: price });
        expect(rpc.nameOwner(slug)).toBe(buyerAddress);
        const payments = await db.select().from(salePayments).where(eq(salePayments.orderId, order.id));
        expect(payments.map((p) => [p.outcome, p.commitment])).toEqual([['completed', 'finalized']]);
        const [name] = await db.select({ status: domains.status }).from(domains).where(eq(domains.slug, slug));
        expect(name.status).toBe('sold');
        const credits = await db
          .select({ amount: ticketLog.amount })
          .from(ticketLog)
          .where(and(eq(ticketLog.walletAddress, buyerAddress), eq(ticketLog.idempotencyKey, `order:${order.id}`)));
        expect(credits).toEqual([{ amount: Math.floor(Number(price) / 200_000_000) }]);
        const [balance] = await db.select().from(wallets).where(eq(wallets.walletAddress, buyerAddress));
        expect(balance.totalRts).toBe(credits[0].amount);
        const open = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(outboxJobs)
          .where(and(eq(outboxJobs.orderId, order.id), eq(outboxJobs.state, 'pending')));
        expect(open[0].n).toBe(0);
      } finally {
        await close();
      }
    },
    // Two app processes start in each case (the one killed, then its restart): under load each can take a minute.
    300_000,
  );
});
