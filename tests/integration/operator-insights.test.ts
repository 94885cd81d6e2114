import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { outboxHandlers } from '@/lib/commerce/outbox/handlers';
import { runOutbox } from '@/lib/commerce/outbox/worker';
import { POST as notesRoute } from '@/app/api/operator/orders/notes/route';
import { POST as viewsRoute } from '@/app/api/views/route';
import { readAuditLog } from '@/lib/auth/audit-log';
import { readTopViewed, recordNameView } from '@/lib/catalog/name-views';
import { addOrderNote, readOrderNotes } from '@/lib/commerce/orders/order-notes';
import { recordTransaction } from '@/lib/commerce/payments/payment-record';
import { readSalesDashboard } from '@/lib/commerce/sales/sales-dashboard';
import { domains, nameViews, nameViewVisitors, saleOrders } from '@/lib/db/schema';
import { resetEnvCache } from '@/lib/env';
import { resetRateLimits } from '@/lib/rate-limit';
import { NAME_VIEWS_PER_IP_PER_MINUTE } from '@/lib/rules/catalog-limits';
import { utcDay } from '@/lib/rules/rewards';
import { testEngines, useTestDatabase } from './support/databases';
import { signIn, testWallet } from './support/test-wallet';

/** The SOL/USD rate the price service answers; the real service's unless a test sets one. */
const price = vi.hoisted(() => ({ answer: null as null | (() => Promise<number | null>) }));
vi.mock('@/lib/integrations/sol-price', async (original) => {
  const real = await original<typeof import('@/lib/integrations/sol-price')>();
  return { ...real, liveSolUsd: () => (price.answer ? price.answer() : real.liveSolUsd()) };
});

const TOKEN = 'integration-insights-token-0123';
const operator = testWallet();
process.env.OPERATOR_TOKEN = TOKEN;
process.env.OPERATOR_WALLETS = operator.address;
resetEnvCache();

const SELLER = 'Seller1111111111111111111111111111111111111';
const BUYER = 'Buyer11111111111111111111111111111111111111';
const SOL = 1_000_000_000n;
const NOW = new Date('2026-03-11T12:00:00Z');

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe.each(testEngines)('operator insights on $name', (engine) => {
  const database = useTestDatabase(engine);
  let operatorCookie: string;
  let strangerCookie: string;
  let slugs: string[];
  beforeAll(async () => {
    operatorCookie = await signIn(operator);
    strangerCookie = await signIn(testWallet());
    const rows = await database()
      .db.select({ slug: domains.slug })
      .from(domains)
      .where(eq(domains.status, 'available'))
      .orderBy(domains.slug)
      .limit(6);
    slugs = rows.map((r) => r.slug);
  });
  beforeEach(() => resetRateLimits());

  async function openOrder(slug: string, sol: bigint, extra: Partial<typeof saleOrders.$inferInsert> = {}) {
    const [order] = await database()
      .db.insert(saleOrders)
      .values({
        id: randomUUID(),
        domainSlug: slug,
        domainName: `${slug}.sol`,
        amountLamports: sol * SOL,
        recipient: SELLER,
        reference: randomUUID(),
        expiresAt: new Date(Date.now() + 900_000),
        ...extra,
      })
      .returning();
    return order!;
  }

  const payment = (order: { id: string; reference: string; amountLamports: bigint }, signature: string) => ({
    signature,
    slot: 1,
    blockTime: NOW,
    failed: false,
    feePayer: BUYER,
    fee: 5000n,
    accountKeys: [BUYER, SELLER, order.reference],
    balanceChanges: new Map([
      [BUYER, -order.amountLamports - 5000n],
      [SELLER, order.amountLamports],
    ]),
    transfers: [
      {
        source: BUYER,
        destination: SELLER,
        lamports: order.amountLamports,
        accounts: [BUYER, SELLER, order.reference],
        inner: false,
      },
    ],
    memos: [order.id],
  });
  const recordPayment = async (order: { id: string }, tx: ReturnType<typeof payment>, now: Date) =>
    (await recordTransaction(tx, 'finalized', now)).get(order.id);

  it('records the SOL/USD rate on a completed sale, and null (the sale still made) when the price is unknown', async () => {
    const priced = await openOrder(slugs[0]!, 2n);
    expect(await recordPayment(priced, payment(priced, 'sig-priced'), NOW)).toBe('completed');
    price.answer = async () => 150.25;
    await runOutbox(outboxHandlers, { now: NOW });
    const unpriced = await openOrder(slugs[1]!, 1n);
    const failing = async () => {
      throw new Error('price service down');
    };
    expect(await recordPayment(unpriced, payment(unpriced, 'sig-unpriced'), NOW)).toBe('completed');
    price.answer = failing;
    await runOutbox(outboxHandlers, { now: NOW });
    price.answer = null;
    const rate = async (id: string) => (await database().db.select().from(saleOrders).where(eq(saleOrders.id, id)))[0]!;
    expect(await rate(priced.id)).toMatchObject({ status: 'paid', solUsdRate: 150.25 });
    expect(await rate(unpriced.id)).toMatchObject({ status: 'paid', solUsdRate: null });

    const board = await readSalesDashboard(NOW);
    const today = board.revenueByDay.at(-1)!;
    expect(today).toMatchObject({ sol: 3, usd: 300.5, sales: 2, unpriced: 1 });
    expect(board.revenueByWeek.at(-1)).toMatchObject({ usd: 300.5, unpriced: 1 });
    expect(board.unpricedSales).toBe(1);
  });

  it('counts name views per name and day, ignores unknown names, and shows top viewed vs bought', async () => {
    const [a, b] = [slugs[0]!, slugs[2]!];
    for (let i = 0; i < 3; i++) await recordNameView(a, `198.51.100.${i}`, NOW);
    await recordNameView(b, '198.51.100.1', new Date('2026-03-10T08:00:00Z'));
    await recordNameView(b, '198.51.100.1', NOW);
    expect(await recordNameView('no-such-name-anywhere', '198.51.100.1', NOW)).toBe(false);
    const rows = await database().db.select().from(nameViews).where(eq(nameViews.slug, b));
    expect(rows.map((r) => [r.day, r.views]).sort()).toEqual([
      ['2026-03-10', 1],
      ['2026-03-11', 1],
    ]);
    expect(await readTopViewed('2026-03-01', 10)).toEqual([
      expect.objectContaining({ slug: a, views: 3, bought: true }),
      expect.objectContaining({ slug: b, views: 2, bought: false }),
    ]);
    expect(await readTopViewed('2026-03-11', 1)).toEqual([expect.objectContaining({ slug: a, views: 3 })]);
  });

  it('counts a view once per visitor, name and day, under a keyed hash that holds no address', async () => {
    await resetRateLimits();
    const slug = slugs[5]!;
    const views = async () =>
      (await database().db.select().from(nameViews).where(eq(nameViews.slug, slug))).map((r) => [r.day, r.views]);
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    const answers = [];
    for (let i = 0; i < NAME_VIEWS_PER_IP_PER_MINUTE; i++)
      answers.push(await (await viewsRoute(post('/api/views', { slug }, from('10.7.7.7')), undefined)).json());
    expect(answers.filter((answer) => answer.counted)).toHaveLength(1);
    expect(await (await viewsRoute(post('/api/views', { slug }, from('10.7.7.8')), undefined)).json()).toEqual({
      counted: true,
    });
    const today = utcDay(new Date());
    expect(await views()).toEqual([[today, 2]]);
    const kept = await database().db.select().from(nameViewVisitors).where(eq(nameViewVisitors.slug, slug));
    expect(kept).toHaveLength(2);
    for (const row of kept) expect(row.visitorKey).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(kept)).not.toMatch(/10\.7\.7/);
    // Another day counts the same visitor again; the day before's visitors are no longer kept.
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(await recordNameView(slug, '10.7.7.7', tomorrow)).toBe(true);
    expect(await recordNameView(slug, '10.7.7.7', tomorrow)).toBe(false);
    expect(await views()).toEqual([
      [today, 2],
      [utcDay(tomorrow), 1],
    ]);
    const left = await database().db.select().from(nameViewVisitors);
    expect(new Set(left.map((row) => row.day))).toEqual(new Set([utcDay(tomorrow)]));
  });

  it('the view beacon route counts a view, refuses a bad slug with 400 and stops counting a flood from one IP', async () => {
    await resetRateLimits();
    const ip = { 'x-forwarded-for': '10.9.9.9' };
    const ok = await viewsRoute(post('/api/views', { slug: slugs[3] }, ip), undefined);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ counted: true });
    expect((await viewsRoute(post('/api/views', { slug: 'Bad Slug!' }, ip), undefined)).status).toBe(400);
    let last: Response | undefined;
    for (let i = 0; i < NAME_VIEWS_PER_IP_PER_MINUTE; i++)
      last = await viewsRoute(post('/api/views', { slug: slugs[3] }, ip), undefined);
    // Past the limit a view is not counted; the beacon is still answered without an error (nobody reads it).
    expect(last!.status).toBe(202);
    expect(await last!.json()).toEqual({ counted: false });
  });

  it('appends order notes with author and time, audits each, and refuses edits at the table', async () => {
    const order = await openOrder(slugs[4]!, 1n);
    const actor = { kind: 'wallet' as const, wallet: operator.address };
    await addOrderNote(actor, order.id, 'Buyer asked to hold the transfer until Monday.');
    await addOrderNote({ kind: 'token' }, order.id, 'Transfer sent.');
    const notes = await readOrderNotes(order.id);
    expect(notes.map((n) => [n.author, n.body])).toEqual([
      [operator.address, 'Buyer asked to hold the transfer until Monday.'],
      ['token', 'Transfer sent.'],
    ]);
    const audit = await readAuditLog();
    expect(audit.entries.filter((e) => e.action === 'order.note' && e.target === order.id)).toHaveLength(2);
    await expect(database().db.execute(sql`update order_notes set body = 'x'`)).rejects.toThrow();
    await expect(addOrderNote(actor, randomUUID(), 'x')).rejects.toMatchObject({ code: 'not_found' });
  });

  it('the notes route: operator adds and lists, a stranger gets 403, signed out 401, an empty note 400', async () => {
    const order = await openOrder(slugs[5]!, 1n);
    const as = (cookie: string) => ({ cookie });
    const added = await notesRoute(
      post(
        '/api/operator/orders/notes',
        { action: 'add', orderId: order.id, body: ' Called the buyer. ' },
        as(operatorCookie),
      ),
      undefined,
    );
    expect(added.status).toBe(200);
    expect((await added.json()).note).toMatchObject({ author: operator.address, body: 'Called the buyer.' });
    const listed = await notesRoute(
      post('/api/operator/orders/notes', { action: 'list', orderId: order.id }, { authorization: `Bearer ${TOKEN}` }),
      undefined,
    );
    expect((await listed.json()).notes).toHaveLength(1);
    const body = { action: 'add', orderId: order.id, body: 'x' };
    expect((await notesRoute(post('/api/operator/orders/notes', body, as(strangerCookie)), undefined)).status).toBe(
      403,
    );
    expect((await notesRoute(post('/api/operator/orders/notes', body), undefined)).status).toBe(401);
    const empty = { ...body, body: '   ' };
    const refused = await notesRoute(post('/api/operator/orders/notes', empty, as(operatorCookie)), undefined);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toBe('body: Write the note first.');
    const missing = { ...body, orderId: randomUUID() };
    expect((await notesRoute(post('/api/operator/orders/notes', missing, as(operatorCookie)), undefined)).status).toBe(
      404,
    );
  });
});
