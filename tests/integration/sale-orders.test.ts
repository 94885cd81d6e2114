import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Keypair } from '@solana/web3.js';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as createOrderRoute } from '@/app/api/orders/route';
import { GET as orderRoute } from '@/app/api/orders/[id]/route';
import { POST as operatorOrders } from '@/app/api/operator/orders/route';
import { POST as scavDraw } from '@/app/api/scav/draw/route';
import { POST as paymentTransaction } from '@/app/api/orders/[id]/transaction/route';
import { Transaction } from '@solana/web3.js';
import { orderLimiter } from '@/lib/commerce/limits';
import { refreshPayment, sweepPayments } from '@/lib/commerce/payment-check';
import { readSaleOrder } from '@/lib/commerce/sale-orders';
import { domains, saleOrders } from '@/lib/db/schema';
import { resetEnvCache } from '@/lib/env';
import { ORDER_RESERVATION_MS, PAYMENTS_NOT_ENABLED } from '@/lib/rules/payments';
import { ledgerSum } from '@/lib/tickets';
import { startSolanaRpcStandIn } from '../support/solana-rpc-stand-in.mjs';
import { testEngines, useTestDatabase } from './support/databases';

type StandIn = Awaited<ReturnType<typeof startSolanaRpcStandIn>>;
let rpc: StandIn;
const seller = Keypair.generate().publicKey.toBase58();

const configure = (values: Record<string, string | undefined>) => {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvCache();
};

const OPERATOR = 'integration-operator-token';

beforeAll(async () => {
  process.env.OPERATOR_TOKEN = OPERATOR;
  rpc = await startSolanaRpcStandIn();
  configure({ SELLER_WALLET: seller, SOLANA_RPC_URL: rpc.url, OUTBOUND_TIMEOUT_MS: '1000' });
});
afterAll(async () => {
  configure({ SELLER_WALLET: undefined, SOLANA_RPC_URL: undefined, OUTBOUND_TIMEOUT_MS: undefined });
  await rpc.close();
});

const order = (slug: unknown) =>
  createOrderRoute(
    new Request('http://localhost:3000/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ slug }),
    }),
    undefined,
  );
const status = (id: string) =>
  orderRoute(new Request(`http://t/api/orders/${id}`), { params: Promise.resolve({ id }) });

describe.each(testEngines)('Solana Pay orders on $name', (engine) => {
  const database = useTestDatabase(engine);
  beforeEach(() => orderLimiter.reset());

  /** A seeded name on sale at a whole SOL price, not yet ordered in this file. */
  const usedSlugs = new Set<string>();
  async function nameOnSale(): Promise<{ slug: string; price: string }> {
    const rows = await database()
      .db.select({ slug: domains.slug, price: domains.price })
      .from(domains)
      .where(and(eq(domains.status, 'available'), eq(domains.available, true), like(domains.price, '% SOL')));
    const row = rows.find((r) => !usedSlugs.has(r.slug) && /^\d+(\.\d+)? SOL$/.test(r.price));
    if (!row) throw new Error('no seeded name on sale');
    usedSlugs.add(row.slug);
    return row;
  }
  const lamportsOf = (price: string) => BigInt(Math.round(Number(price.split(' ')[0]) * 1e9));

  async function openOrder() {
    const name = await nameOnSale();
    const response = await order(name.slug);
    expect(response.status).toBe(201);
    return { name, body: await response.json() };
  }

  it('opens an order with a Solana Pay transfer request for the listed price, and reserves the name', async () => {
    const { name, body } = await openOrder();
    expect(body).toMatchObject({
      status: 'awaiting_payment',
      recipient: seller,
      amountLamports: String(lamportsOf(name.price)),
    });
    const url = new URL(body.url);
    expect(url.protocol).toBe('solana:');
    expect(url.pathname).toBe(seller);
    expect(url.searchParams.get('amount')).toBe(name.price.split(' ')[0]);
    expect(url.searchParams.get('reference')).toBe(body.reference);
    expect(url.searchParams.get('memo')).toBe(body.id);
    expect(new Date(body.expiresAt).getTime() - Date.now()).toBeGreaterThan(ORDER_RESERVATION_MS - 60_000);

    const second = await order(name.slug);
    expect(second.status).toBe(409);
    expect((await second.json()).error.message).toMatch(/paying for this name/);
  });

  it('answers 404 for an unknown name or order, 409 for a name not for sale, 400 for bad input', async () => {
    expect((await order('no-such-name-here')).status).toBe(404);
    const [sold] = await database().db.select().from(domains).where(eq(domains.status, 'sold')).limit(1);
    if (sold) expect((await order(sold.slug)).status).toBe(409);
    expect((await order('')).status).toBe(400);
    expect((await order(42)).status).toBe(400);
    expect((await status('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await status('not-an-id')).status).toBe(404);
  });

  it('an exact payment marks the order paid, the name sold and credits the purchase tickets once', async () => {
    const { name, body } = await openOrder();
    const buyer = rpc.newFundedKeypair();
    rpc.payTransfer({
      from: buyer,
      to: seller,
      lamports: lamportsOf(name.price),
      reference: body.reference,
      memo: body.id,
    });

    const paid = await (await status(body.id)).json();
    expect(paid).toMatchObject({
      status: 'paid',
      buyer: buyer.publicKey.toBase58(),
      paidLamports: String(lamportsOf(name.price)),
    });
    const [row] = await database().db.select().from(domains).where(eq(domains.slug, name.slug));
    expect(row).toMatchObject({ status: 'sold', available: false });
    const tickets = Math.floor(Number(lamportsOf(name.price)) / 200_000_000);
    expect(await ledgerSum(buyer.publicKey.toBase58())).toBe(tickets);

    // Asked again (another tab, another process): no second credit.
    await sweepPayments();
    await status(body.id);
    expect(await ledgerSum(buyer.publicKey.toBase58())).toBe(tickets);
    expect((await order(name.slug)).status).toBe(409);
  });

  it('accepts and records an overpayment; refuses an underpayment, a wrong recipient or a wrong reference', async () => {
    const over = await openOrder();
    const buyer = rpc.newFundedKeypair(100_000_000_000);
    const price = lamportsOf(over.name.price);
    rpc.payTransfer({
      from: buyer,
      to: seller,
      lamports: price + 1000n,
      reference: over.body.reference,
      memo: over.body.id,
    });
    expect(await (await status(over.body.id)).json()).toMatchObject({
      status: 'paid',
      paidLamports: String(price + 1000n),
    });

    const under = await openOrder();
    rpc.payTransfer({
      from: buyer,
      to: seller,
      lamports: lamportsOf(under.name.price) - 1n,
      reference: under.body.reference,
      memo: under.body.id,
    });
    const wrongRecipient = await openOrder();
    const stranger = Keypair.generate().publicKey.toBase58();
    rpc.payTransfer({
      from: buyer,
      to: stranger,
      lamports: lamportsOf(wrongRecipient.name.price),
      reference: wrongRecipient.body.reference,
      memo: wrongRecipient.body.id,
    });
    const wrongReference = await openOrder();
    rpc.payTransfer({
      from: buyer,
      to: seller,
      lamports: lamportsOf(wrongReference.name.price),
      reference: Keypair.generate().publicKey.toBase58(),
      memo: wrongReference.body.id,
    });

    for (const unpaid of [under, wrongRecipient, wrongReference]) {
      expect((await (await status(unpaid.body.id)).json()).status).toBe('awaiting_payment');
      const [row] = await database().db.select().from(domains).where(eq(domains.slug, unpaid.name.slug));
      expect(row.status).toBe('available');
    }
  });

  it('a payment that arrives after the order expired is paid_late: the name is not sold', async () => {
    const { name, body } = await openOrder();
    const later = new Date(Date.now() + ORDER_RESERVATION_MS + 60_000);
    const expired = await refreshPayment((await readSaleOrder(body.id))!, { now: later, minIntervalMs: 0 });
    expect(expired.status).toBe('expired');

    const buyer = rpc.newFundedKeypair();
    rpc.payTransfer({
      from: buyer,
      to: seller,
      lamports: lamportsOf(name.price),
      reference: body.reference,
      memo: body.id,
    });
    const late = await refreshPayment(expired, {
      now: new Date(later.getTime() + 1000),
      minIntervalMs: 0,
      lookup: async () => ({
        found: true,
        signature: 'late-sig-' + body.id,
        buyer: buyer.publicKey.toBase58(),
        paidLamports: lamportsOf(name.price),
        blockTime: new Date(later.getTime() + 500),
      }),
    });
    expect(late.status).toBe('paid_late');
    const [row] = await database().db.select().from(domains).where(eq(domains.slug, name.slug));
    expect(row.status).toBe('available');
    expect(await ledgerSum(buyer.publicKey.toBase58())).toBe(0);
  });

  it('one signature pays one order: replayed for a second order, it pays nothing', async () => {
    const first = await openOrder();
    const second = await openOrder();
    const buyer = rpc.newFundedKeypair();
    const signature = rpc.payTransfer({
      from: buyer,
      to: seller,
      lamports: lamportsOf(first.name.price),
      reference: first.body.reference,
      memo: first.body.id,
    });
    expect((await (await status(first.body.id)).json()).status).toBe('paid');

    const replayed = await refreshPayment((await readSaleOrder(second.body.id))!, {
      minIntervalMs: 0,
      lookup: async () => ({
        found: true,
        signature,
        buyer: buyer.publicKey.toBase58(),
        paidLamports: lamportsOf(second.name.price),
        blockTime: new Date(),
      }),
    });
    expect(replayed.status).toBe('awaiting_payment');
    expect(replayed.lastError).toMatch(/already counted for another order/);
  });

  it('verifiers racing on one order record one payment and one ticket credit', async () => {
    const { name, body } = await openOrder();
    const buyer = rpc.newFundedKeypair();
    rpc.payTransfer({
      from: buyer,
      to: seller,
      lamports: lamportsOf(name.price),
      reference: body.reference,
      memo: body.id,
    });
    const start = Date.now();
    const snapshot = (await readSaleOrder(body.id))!;
    await Promise.all(
      Array.from({ length: 5 }, (_, i) => refreshPayment(snapshot, { now: new Date(start + i), minIntervalMs: 0 })),
    );
    const rows = await database().db.select().from(saleOrders).where(eq(saleOrders.id, body.id));
    expect(rows[0].status).toBe('paid');
    expect(await ledgerSum(buyer.publicKey.toBase58())).toBe(Math.floor(Number(lamportsOf(name.price)) / 200_000_000));
  });

  it('when the RPC is down the order stays awaiting payment with a clear notice, and is paid once it is back', async () => {
    const { name, body } = await openOrder();
    const buyer = rpc.newFundedKeypair();
    rpc.payTransfer({
      from: buyer,
      to: seller,
      lamports: lamportsOf(name.price),
      reference: body.reference,
      memo: body.id,
    });
    rpc.setDown(true);
    try {
      const down = await status(body.id);
      expect(down.status).toBe(200);
      expect(await down.json()).toMatchObject({
        status: 'awaiting_payment',
        notice: expect.stringMatching(/could not reach the Solana network/),
      });
    } finally {
      rpc.setDown(false);
    }
    const swept = await refreshPayment((await readSaleOrder(body.id))!, { now: new Date(Date.now() + 5000) });
    expect(swept.status).toBe('paid');
  });

  it('pays from a wallet that only signs: the server builds the transfer, the wallet signs, the server sends it', async () => {
    const { name, body } = await openOrder();
    const buyer = rpc.newFundedKeypair();
    const call = (payload: unknown) =>
      paymentTransaction(
        new Request(`http://localhost:3000/api/orders/${body.id}/transaction`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(payload),
        }),
        { params: Promise.resolve({ id: body.id }) },
      );
    const built = await call({ account: buyer.publicKey.toBase58() });
    expect(built.status).toBe(200);
    const transaction = Transaction.from(Buffer.from((await built.json()).transaction, 'base64'));
    transaction.partialSign(buyer);
    const sent = await call({ signedTransaction: transaction.serialize().toString('base64') });
    const sentBody = await sent.json();
    expect(sent.status, JSON.stringify(sentBody)).toBe(202);
    const paid = await (await status(body.id)).json();
    expect(paid).toMatchObject({ status: 'paid', paidLamports: String(lamportsOf(name.price)) });
    expect((await call({ account: buyer.publicKey.toBase58() })).status).toBe(409);
    expect((await call({ account: 'not-a-key' })).status).toBe(400);
  });

  it('a Scav Rack order is at the drawn price, bound to that draw', async () => {
    process.env.SCAV_DRAW_SEED = '460';
    resetEnvCache();
    let drawn: { drawId: string; outcome: { kind: string; priceSol: number } } | undefined;
    try {
      for (let i = 0; i < 20 && (!drawn || drawn.outcome.kind === 'FREE'); i++) {
        const answer = await scavDraw(
          new Request('http://t/api/scav/draw', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ slug: 'dustwallet' }),
          }),
          undefined,
        );
        drawn = await answer.json();
      }
    } finally {
      delete process.env.SCAV_DRAW_SEED;
      resetEnvCache();
    }
    const stale = await createOrderRoute(
      new Request('http://localhost:3000/api/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ slug: 'dustwallet', drawId: '00000000-0000-4000-8000-000000000000' }),
      }),
      undefined,
    );
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.message).toBe('This draw has expired. Spin again.');
    const response = await createOrderRoute(
      new Request('http://localhost:3000/api/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ slug: 'dustwallet', drawId: drawn!.drawId }),
      }),
      undefined,
    );
    expect(response.status).toBe(201);
    expect((await response.json()).amountLamports).toBe(String(Math.round(drawn!.outcome.priceSol * 1e9)));
  });

  it('a paid order becomes fulfilled once the name belongs to the buyer on chain, not before', async () => {
    const { name, body } = await openOrder();
    const buyer = rpc.newFundedKeypair();
    rpc.payTransfer({
      from: buyer,
      to: seller,
      lamports: lamportsOf(name.price),
      reference: body.reference,
      memo: body.id,
    });
    expect((await (await status(body.id)).json()).status).toBe('paid');
    const later = new Date(Date.now() + 120_000);
    await sweepPayments({ now: later, ownerOf: async () => seller });
    expect((await readSaleOrder(body.id))!.status).toBe('paid');
    await sweepPayments({ now: new Date(later.getTime() + 120_000), ownerOf: async () => buyer.publicKey.toBase58() });
    expect((await readSaleOrder(body.id))!.status).toBe('fulfilled');
  });

  it('with minting configured, a paid order mints its NFT receipt to the paying wallet', async () => {
    const minted: { recipient: string; metadata: { name: string } }[] = [];
    const provider = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk) => chunks.push(chunk));
      request.on('end', () => {
        minted.push(JSON.parse(Buffer.concat(chunks).toString()));
        response.writeHead(201, { 'content-type': 'application/json' });
        response.end('{"id":"nft-1"}');
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    configure({
      MINT_API_URL: `http://127.0.0.1:${(provider.address() as AddressInfo).port}/api`,
      MINT_CLIENT_SECRET: 'sk_test',
      MINT_PROJECT_ID: 'project',
    });
    try {
      const { name, body } = await openOrder();
      const buyer = rpc.newFundedKeypair();
      rpc.payTransfer({
        from: buyer,
        to: seller,
        lamports: lamportsOf(name.price),
        reference: body.reference,
        memo: body.id,
      });
      expect((await (await status(body.id)).json()).status).toBe('paid');
      expect(minted).toEqual([
        expect.objectContaining({
          recipient: `solana:${buyer.publicKey.toBase58()}`,
          metadata: expect.objectContaining({ name: `${name.slug}.sol` }),
        }),
      ]);
    } finally {
      configure({ MINT_API_URL: undefined, MINT_CLIENT_SECRET: undefined, MINT_PROJECT_ID: undefined });
      await new Promise((resolve) => provider.close(resolve));
    }
  });

  it('the operator lists orders and marks a paid one fulfilled; only paid orders can be settled', async () => {
    const operator = (body: unknown, token = OPERATOR) =>
      operatorOrders(
        new Request('http://t/api/operator/orders', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        }),
        undefined,
      );
    expect((await operator({ action: 'list' }, 'wrong-token-wrong-token')).status).toBe(401);
    const { name, body } = await openOrder();
    expect((await operator({ action: 'fulfil', id: body.id })).status).toBe(409);
    const buyer = rpc.newFundedKeypair();
    rpc.payTransfer({
      from: buyer,
      to: seller,
      lamports: lamportsOf(name.price),
      reference: body.reference,
      memo: body.id,
    });
    await status(body.id);
    const listed = await (await operator({ action: 'list', status: 'paid' })).json();
    expect(listed.orders.map((o: { id: string }) => o.id)).toContain(body.id);
    const fulfilled = await operator({ action: 'fulfil', id: body.id });
    expect(fulfilled.status).toBe(200);
    expect((await fulfilled.json()).order.status).toBe('fulfilled');
    expect((await operator({ action: 'refund', id: body.id })).status).toBe(409);
    expect((await operator({ action: 'explode', id: body.id })).status).toBe(400);
  });

  it('without SELLER_WALLET nothing can be ordered: 503 "Payments are not enabled on this mall"', async () => {
    configure({ SELLER_WALLET: undefined });
    try {
      const name = await nameOnSale();
      const response = await order(name.slug);
      expect(response.status).toBe(503);
      expect((await response.json()).error.message).toBe(PAYMENTS_NOT_ENABLED);
    } finally {
      configure({ SELLER_WALLET: seller });
    }
  });
});
