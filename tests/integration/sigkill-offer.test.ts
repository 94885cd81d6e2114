import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Keypair } from '@solana/web3.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/db/open';
import { buyerOffers, nameEvents, notifications, saleOrders, walletHistory } from '@/lib/db/schema';
import { startSolanaRpcStandIn, type SolanaRpcStandIn } from '../support/solana-rpc-stand-in.mjs';
import { signInOverHttp, startAppProcess, stopAppProcess, type AppProcess } from './support/app-process';
import { testWallet } from './support/test-wallet';

// Accepting an offer is one transaction (the order that holds the name, the offer accepted, its history and the
// buyer's message): a process killed right after it committed, before it answered, loses nothing and doubles nothing.

const ORIGIN = 'http://localhost:3000';
const TOKEN = 'sigkill-offer-operator-token';
const SLUG = 'copevendor';
const YEAR_MS = 365 * 86_400_000;

let rpc: SolanaRpcStandIn;
const seller = Keypair.generate().publicKey.toBase58();
const dirs: string[] = [];
let app: AppProcess | undefined;

beforeAll(async () => {
  rpc = await startSolanaRpcStandIn();
  rpc.fund(seller, 1_000_000_000);
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
  OUTBOUND_TIMEOUT_MS: '2000',
  ...(crashAt ? { RETAILVERSE_CRASH_AT: crashAt } : {}),
});

const post = (url: string, body: unknown, headers: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
    body: JSON.stringify(body),
  });

describe('SIGKILL right after an offer is accepted, on PGlite', () => {
  it('the restart finds the offer accepted with its one order holding the name; a second accept is refused', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rv-sigkill-offer-'));
    dirs.push(dataDir);
    const wallet = testWallet();
    // The proof offers ask for (docs/tickets.md): the wallet's on-chain history, as if just read from the RPC.
    const before = await openDatabase({ engine: 'pglite', dataDir });
    try {
      const now = new Date();
      await before.db.insert(walletHistory).values({
        walletAddress: wallet.address,
        balanceLamports: 1_000_000_000n,
        firstTransactionAt: new Date(now.getTime() - YEAR_MS),
        checkedAt: now,
      });
    } finally {
      await before.close();
    }

    app = await startAppProcess(appEnv(dataDir, 'offer.accepted'));
    const cookie = await signInOverHttp(app.url, wallet);
    const made = await post(`${app.url}/api/offers`, { slug: SLUG, amount: '1000' }, { cookie });
    expect(made.status, await made.clone().text()).toBe(201);
    const { offer } = (await made.json()) as { offer: { id: string } };
    const operator = { authorization: `Bearer ${TOKEN}` };
    // The accept commits, then the process dies before it answers, as in a power cut.
    await expect(
      post(`${app.url}/api/operator/offers`, { action: 'accept', id: offer.id }, operator),
    ).rejects.toThrow();
    expect(await app.exited).toBe('SIGKILL');

    app = await startAppProcess(appEnv(dataDir));
    // The operator, who never saw an answer, tries again: the offer has moved on, and no second order is opened.
    const again = await post(`${app.url}/api/operator/offers`, { action: 'accept', id: offer.id }, operator);
    expect(again.status).toBe(409);
    const other = await signInOverHttp(app.url, testWallet());
    const rival = await post(`${app.url}/api/orders`, { slug: SLUG }, { cookie: other });
    expect(((await rival.json()) as { error: { code: string } }).error.code).toBe('name_reserved');
    await stopAppProcess(app);
    app = undefined;

    const { db, close } = await openDatabase({ engine: 'pglite', dataDir });
    try {
      const [accepted] = await db.select().from(buyerOffers).where(eq(buyerOffers.id, offer.id));
      expect(accepted!.status).toBe('accepted');
      const orders = await db.select().from(saleOrders).where(eq(saleOrders.domainSlug, SLUG));
      expect(orders.map((o) => [o.id, o.openedBy, o.status, o.amountLamports])).toEqual([
        [accepted!.orderId, wallet.address, 'awaiting_payment', 1000n * 1_000_000_000n],
      ]);
      const events = await db.select().from(nameEvents).where(eq(nameEvents.offerId, offer.id));
      expect(events.map((e) => e.kind)).toEqual(['offered', 'offer_accepted']);
      const told = await db.select().from(notifications).where(eq(notifications.offerId, offer.id));
      expect(told.map((n) => [n.inbox, n.kind])).toEqual([
        ['@operators', 'offer.received'],
        [wallet.address, 'offer.accepted'],
      ]);
    } finally {
      await close();
    }
  }, 300_000);
});
