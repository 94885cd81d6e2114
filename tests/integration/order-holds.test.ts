import { Keypair } from '@solana/web3.js';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { transitionOrder } from '@/lib/commerce/orders/transitions';
import { domains, saleOrders } from '@/lib/db/schema';
import {
  IDEMPOTENCY_KEY_REUSED_FOR_ORDER,
  MAX_OPEN_ORDERS_PER_ADDRESS,
  MAX_OPEN_ORDERS_PER_WALLET,
  NAME_SOLD,
  SIGN_IN_TO_BUY,
  TOO_MANY_OPEN_ORDERS_ADDRESS,
  TOO_MANY_OPEN_ORDERS_WALLET,
} from '@/lib/rules/order-holds';
import { NAME_NOT_FOR_SALE, NAME_RESERVED, PAYMENTS_NOT_ENABLED } from '@/lib/rules/payments';
import { testEngines, useTestDatabase } from './support/databases';
import { configure, postOrder, useSellingMall, walletCookie } from './support/selling-mall';

const errorOf = async (response: Response) => ({ status: response.status, ...(await response.json()).error });

describe.each(testEngines)('holding names: a wallet, a few at a time, once per request on $name', (engine) => {
  const database = useTestDatabase(engine);
  const mall = useSellingMall(database);
  const db = () => database().db;
  const ordersOf = async (slug: string) => db().select().from(saleOrders).where(eq(saleOrders.domainSlug, slug));

  it('a signed-out visitor cannot hold a name: 401 sign_in_required, and nothing is written', async () => {
    const { slug } = await mall.nameOnSale();
    expect(await errorOf(await postOrder({ slug }, null))).toEqual({
      status: 401,
      code: 'sign_in_required',
      message: SIGN_IN_TO_BUY,
    });
    expect(await ordersOf(slug)).toEqual([]);
  });

  it('the opener is stored; the same wallet asking again for the name gets its open order (200, same body)', async () => {
    const { slug } = await mall.nameOnSale();
    const wallet = Keypair.generate().publicKey.toBase58();
    const cookie = await walletCookie(wallet);
    const first = await postOrder({ slug }, cookie);
    expect(first.status).toBe(201);
    const body = await first.json();
    const again = await postOrder({ slug: `${slug}.sol` }, cookie);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(body);
    const [row] = await ordersOf(slug);
    expect(row.openedBy).toBe(wallet);
    // The address is kept keyed, never as sent.
    expect(row.openedFrom).toMatch(/^[\w-]{32}$/);
    expect(row.openedFrom).not.toContain('10.');
    // Another wallet is told someone is paying for it.
    expect(await errorOf(await postOrder({ slug }))).toEqual({
      status: 409,
      code: 'name_reserved',
      message: NAME_RESERVED,
    });
  });

  it(`a wallet holds at most ${MAX_OPEN_ORDERS_PER_WALLET} names; an expired order frees its place`, async () => {
    const cookie = await walletCookie();
    const held = [];
    for (let i = 0; i < MAX_OPEN_ORDERS_PER_WALLET; i++) {
      const response = await postOrder({ slug: (await mall.nameOnSale()).slug }, cookie);
      expect(response.status).toBe(201);
      held.push(await response.json());
    }
    const third = await mall.nameOnSale();
    expect(await errorOf(await postOrder({ slug: third.slug }, cookie))).toEqual({
      status: 409,
      code: 'too_many_open_orders',
      message: TOO_MANY_OPEN_ORDERS_WALLET,
    });
    expect(await ordersOf(third.slug)).toEqual([]);
    await db()
      .update(saleOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(saleOrders.id, held[0].id));
    expect((await postOrder({ slug: third.slug }, cookie)).status).toBe(201);
  });

  it('two requests of one wallet at once cannot both take its last place', async () => {
    const cookie = await walletCookie();
    const names = [await mall.nameOnSale(), await mall.nameOnSale(), await mall.nameOnSale()];
    const answers = await Promise.all(names.map(({ slug }) => postOrder({ slug }, cookie)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 409]);
  });

  it(`one client address holds at most ${MAX_OPEN_ORDERS_PER_ADDRESS} names, whatever its wallets: 429 with Retry-After`, async () => {
    const from = { 'x-forwarded-for': '203.0.113.77' };
    for (let i = 0; i < MAX_OPEN_ORDERS_PER_ADDRESS; i++) {
      expect((await postOrder({ slug: (await mall.nameOnSale()).slug }, undefined, from)).status).toBe(201);
    }
    const next = (await mall.nameOnSale()).slug;
    const refused = await postOrder({ slug: next }, undefined, from);
    expect(await errorOf(refused)).toEqual({
      status: 429,
      code: 'too_many_open_orders',
      message: TOO_MANY_OPEN_ORDERS_ADDRESS,
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(await ordersOf(next)).toEqual([]);
    // Another address is not affected.
    expect((await postOrder({ slug: next })).status).toBe(201);
  });

  it('an Idempotency-Key retry answers the same order; the key with another request is 409; a bad key is 400', async () => {
    const cookie = await walletCookie();
    const { slug } = await mall.nameOnSale();
    const key = { 'idempotency-key': 'buy-7f3a9c' };
    const first = await postOrder({ slug }, cookie, key);
    const retry = await postOrder({ slug }, cookie, key);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    const body = await first.json();
    expect(await retry.json()).toEqual(body);
    expect(await ordersOf(slug)).toHaveLength(1);
    // The same key for another name: refused, nothing held.
    const other = await mall.nameOnSale();
    expect(await errorOf(await postOrder({ slug: other.slug }, cookie, key))).toEqual({
      status: 409,
      code: 'idempotency_key_reused',
      message: IDEMPOTENCY_KEY_REUSED_FOR_ORDER,
    });
    expect(await ordersOf(other.slug)).toEqual([]);
    // Another wallet's key is its own: it is told the name is held.
    expect((await errorOf(await postOrder({ slug }, undefined, key))).code).toBe('name_reserved');
    for (const bad of ['', ' ', 'x'.repeat(101), 'caf\u00e9', 'a b']) {
      const answer = await postOrder({ slug: other.slug }, cookie, { 'idempotency-key': bad });
      expect(answer.status, JSON.stringify(bad)).toBe(400);
    }
    expect(await ordersOf(other.slug)).toEqual([]);
    // Once paid, a retry still answers that order, not "someone is paying" nor "sold".
    await db().transaction((tx) =>
      transitionOrder(tx, { orderId: body.id, from: ['awaiting_payment'], to: 'paid', now: new Date() }),
    );
    const late = await postOrder({ slug }, cookie, key);
    expect(late.status).toBe(201);
    expect((await late.json()).status).toBe('paid');
  });

  it('a name with a live sale cannot be held, whatever the catalogue row says: 409 name_sold', async () => {
    const { slug } = await mall.nameOnSale();
    const opened = await (await postOrder({ slug })).json();
    const now = new Date();
    await db().transaction((tx) =>
      transitionOrder(tx, { orderId: opened.id, from: ['awaiting_payment'], to: 'paid', now }),
    );
    // A catalogue edit put it back on sale.
    await db().update(domains).set({ status: 'available', available: true }).where(eq(domains.slug, slug));
    const sold = { status: 409, code: 'name_sold', message: NAME_SOLD };
    expect(await errorOf(await postOrder({ slug }))).toEqual(sold);
    await db().transaction((tx) =>
      transitionOrder(tx, { orderId: opened.id, from: ['paid'], to: 'refund_pending', now }),
    );
    expect(await errorOf(await postOrder({ slug }))).toEqual(sold);
    await db().transaction((tx) =>
      transitionOrder(tx, { orderId: opened.id, from: ['refund_pending'], to: 'refunded', now }),
    );
    expect((await postOrder({ slug })).status).toBe(201);
  });

  it('each refusal says its code: name_not_for_sale, payments_disabled', async () => {
    const [unlisted] = await db().select().from(domains).where(eq(domains.status, 'sold')).limit(1);
    expect(await errorOf(await postOrder({ slug: unlisted.slug }))).toEqual({
      status: 409,
      code: 'name_not_for_sale',
      message: NAME_NOT_FOR_SALE,
    });
    const { slug } = await mall.nameOnSale();
    const seller = process.env.SELLER_WALLET;
    configure({ SELLER_WALLET: undefined });
    try {
      expect(await errorOf(await postOrder({ slug }))).toEqual({
        status: 503,
        code: 'payments_disabled',
        message: PAYMENTS_NOT_ENABLED,
      });
    } finally {
      configure({ SELLER_WALLET: seller });
    }
  });
});
