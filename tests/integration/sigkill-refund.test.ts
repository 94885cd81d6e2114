import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Keypair, Transaction } from '@solana/web3.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/db/open';
import { domains, refundIntents, saleOrders, saleRefunds, wallets } from '@/lib/db/schema';
import { startSolanaRpcStandIn, type SolanaRpcStandIn } from '../support/solana-rpc-stand-in.mjs';
import { signInOverHttp, startAppProcess, stopAppProcess, type AppProcess } from './support/app-process';
import { testWallet } from './support/test-wallet';

const ORIGIN = 'http://localhost:3000';
const TOKEN = 'sigkill-refund-operator-token';
/**
 * Every step of a wallet refund after which a process can die. Built but never signed, or signed but never sent, the
 * refund expires with its blockhash and the sale stands; sent, it is found by its reference and recorded once.
 */
const STEPS = [
  { step: 'refund.intent', landed: false },
  { step: 'refund.signed', landed: false },
  { step: 'refund.sent', landed: true },
  { step: 'refund.recorded', landed: true },
] as const;
const NAMES = ['copevendor', 'jpegdealer', 'lurkerlife', 'neonoracle'];

let rpc: SolanaRpcStandIn;
const seller = Keypair.generate().publicKey.toBase58();
const operator = Keypair.generate();
const dirs: string[] = [];
let app: AppProcess | undefined;

beforeAll(async () => {
  rpc = await startSolanaRpcStandIn();
  rpc.fund(seller, 1_000_000_000);
  rpc.fund(operator.publicKey, 1_000_000_000_000);
});
afterAll(async () => {
  await stopAppProcess(app);
  await rpc.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const appEnv = (dataDir: string, crashAt?: string) => ({
  DATABASE_URL: '',
  DATA_DIR: dataDir,
  OPERATOR_TOKEN: TOKEN,
  SITE_URL: ORIGIN,
  CATALOG_CACHE_SECONDS: '0',
  SELLER_WALLET: seller,
  SOLANA_RPC_URL: rpc.url,
  PAYMENT_SCAN_INTERVAL_MS: '200',
  OUTBOUND_TIMEOUT_MS: '2000',
  ...(crashAt ? { RETAILVERSE_CRASH_AT: crashAt } : {}),
});

async function until<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const statusOf = async (base: string, id: string) =>
  ((await (await fetch(`${base}/api/orders/${id}`)).json()) as { status: string }).status;
const operatorCall = (base: string, body: unknown) =>
  fetch(`${base}/api/operator/orders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify(body),
  });

describe('SIGKILL at each step of a refund from the operator wallet, on PGlite', () => {
  it.each(STEPS)(
    'a process killed right after $step loses nothing',
    async ({ step, landed }) => {
      const slug = NAMES[STEPS.findIndex((s) => s.step === step)]!;
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rv-sigkill-refund-'));
      dirs.push(dataDir);
      app = await startAppProcess(appEnv(dataDir, step));
      const base = app.url;
      const cookie = await signInOverHttp(base, testWallet());
      const opened = await fetch(`${base}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, cookie },
        body: JSON.stringify({ slug }),
      });
      expect(opened.status).toBe(201);
      const order = (await opened.json()) as { id: string; reference: string; amountLamports: string };
      const buyer = rpc.newFundedKeypair();
      rpc.payTransfer({
        from: buyer,
        to: seller,
        lamports: BigInt(order.amountLamports),
        reference: order.reference,
        memo: order.id,
      });
      await until('the sale', async () => ((await statusOf(base, order.id)) === 'paid' ? true : undefined));

      // The console builds the refund for the operator's wallet, which signs it; the server stores it, then sends it.
      const built = await operatorCall(base, {
        action: 'refund-transaction',
        id: order.id,
        account: operator.publicKey.toBase58(),
      }).catch(() => null);
      let signed: Transaction | undefined;
      if (built?.status === 200) {
        const { transaction } = (await built.json()) as { transaction: string };
        signed = Transaction.from(Buffer.from(transaction, 'base64'));
        signed.partialSign(operator);
        await operatorCall(base, {
          action: 'refund-send',
          id: order.id,
          transaction: signed.serialize().toString('base64'),
        }).catch(() => null);
      }
      expect(await Promise.race([app.exited, new Promise((r) => setTimeout(() => r('alive'), 60_000))])).toBe(
        'SIGKILL',
      );

      app = await startAppProcess(appEnv(dataDir));
      const after = app.url;
      // A refund that never left is expired once its blockhash can no longer land; the sale stands.
      if (!landed) rpc.advanceSlots(200);
      const final = landed ? 'refunded' : 'paid';
      await until(`the order ${final}`, async () => ((await statusOf(after, order.id)) === final ? true : undefined));
      await stopAppProcess(app);
      app = undefined;

      const { db, close } = await openDatabase({ engine: 'pglite', dataDir });
      try {
        const [row] = await db.select().from(saleOrders).where(eq(saleOrders.id, order.id));
        const refunds = await db.select().from(saleRefunds).where(eq(saleRefunds.orderId, order.id));
        const intents = await db.select().from(refundIntents).where(eq(refundIntents.orderId, order.id));
        const [name] = await db.select({ status: domains.status }).from(domains).where(eq(domains.slug, slug));
        const [credited] = await db
          .select({ total: wallets.totalRts })
          .from(wallets)
          .where(eq(wallets.walletAddress, buyer.publicKey.toBase58()));
        const tickets = Math.floor(Number(order.amountLamports) / 200_000_000);
        if (landed) {
          expect(row.status).toBe('refunded');
          expect(refunds).toHaveLength(1);
          expect(intents.map((i) => i.state)).toEqual(['confirmed']);
          expect(name.status).toBe('available');
          expect(credited?.total ?? 0).toBe(0);
        } else {
          expect(row.status).toBe('paid');
          expect(refunds).toEqual([]);
          expect(intents.map((i) => i.state)).toEqual(['expired']);
          expect(name.status).toBe('sold');
          expect(credited?.total ?? 0).toBe(tickets);
        }
      } finally {
        await close();
      }
      // Two app processes start in each case (the one killed, then its restart): under load each can take a minute.
    },
    300_000,
  );
});
