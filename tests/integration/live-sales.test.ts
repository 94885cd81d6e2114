import { randomUUID } from 'node:crypto';
import { Keypair } from '@solana/web3.js';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as salesRoute } from '@/app/api/sales/route';
import { GET as streamRoute } from '@/app/api/sales/stream/route';
import { readRecentSales } from '@/lib/commerce/sales/recent-sales';
import { salesSubscriberCount, subscribeToSales } from '@/lib/commerce/sales/sales-feed';
import { domains, saleOrders } from '@/lib/db/schema';
import { CLIENT_IP_HEADER } from '@/lib/http/client-ip.mjs';
import {
  NO_SALES_STREAM,
  SALE_STREAM_ADDRESS_FULL,
  SALE_STREAM_FULL,
  SALE_STREAM_MAX_PER_ADDRESS,
  SALE_STREAM_MAX_SUBSCRIBERS,
  SALE_STREAM_RETRY_AFTER_SECONDS,
  type SaleStreamEvent,
} from '@/lib/rules/live-sales';
import { testEngines, useTestDatabase } from './support/databases';
import { configure } from './support/selling-mall';

const seller = Keypair.generate().publicKey.toBase58();
const buyer = 'BuyR1111111111111111111111111111111111Xyz9';

/** Reads Server-Sent Events off a stream, one message at a time, holds left out. */
function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  return {
    async next(): Promise<{ event: string | null; data: string | null; raw: string }> {
      for (;;) {
        const end = buffered.indexOf('\n\n');
        if (end >= 0) {
          const raw = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const field = (name: string) =>
            raw
              .split('\n')
              .find((line) => line.startsWith(`${name}: `))
              ?.slice(name.length + 2) ?? null;
          // Holds (an order opened or ended) have their own tests (name-holds.test.ts): these follow the sales.
          if (field('event') === 'hold') continue;
          return { event: field('event'), data: field('data'), raw };
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream ended');
        buffered += decoder.decode(value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}

describe.each(testEngines)('the live sales feed on $name', (engine) => {
  const database = useTestDatabase(engine);
  beforeAll(() => configure({ SELLER_WALLET: seller }));
  afterAll(() => configure({ SELLER_WALLET: undefined }));

  let taken = 0;
  async function nameOnSale() {
    const rows = await database()
      .db.select({ slug: domains.slug, name: domains.name })
      .from(domains)
      .where(and(eq(domains.status, 'available'), like(domains.price, '% SOL')))
      .limit(taken + 1)
      .offset(taken);
    taken++;
    return rows[0]!;
  }

  async function openOrder(lamports = 4_200_000_000n) {
    const { slug, name } = await nameOnSale();
    const id = randomUUID();
    await database()
      .db.insert(saleOrders)
      .values({
        id,
        domainSlug: slug,
        domainName: name,
        amountLamports: lamports,
        recipient: seller,
        reference: Keypair.generate().publicKey.toBase58(),
        expiresAt: new Date(Date.now() + 60_000),
      });
    return { id, slug, name };
  }

  const setStatus = (id: string, status: string, paidAt: Date | null = new Date()) =>
    database()
      .db.update(saleOrders)
      .set({ status, ...(paidAt ? { paidAt, buyer } : {}) })
      .where(eq(saleOrders.id, id));

  it("announces every change of an order's status on the 'sales' channel, and nothing else", async () => {
    const payloads: string[] = [];
    const unlisten = await database().listen('sales', (payload) => payloads.push(payload));
    try {
      const { id, slug } = await openOrder();
      await database().db.update(saleOrders).set({ checkedAt: new Date() }).where(eq(saleOrders.id, id));
      await setStatus(id, 'paid');
      await setStatus(id, 'paid');
      await vi.waitFor(() => expect(payloads).toHaveLength(2));
      expect(payloads.map((payload) => JSON.parse(payload))).toEqual([
        { id, slug, status: 'awaiting_payment' },
        { id, slug, status: 'paid' },
      ]);
    } finally {
      await unlisten();
    }
  });

  it('streams the recent sales, then a sale as it is paid, to an SSE subscriber; closing it unsubscribes', async () => {
    const earlier = await openOrder(250_000_000n);
    await setStatus(earlier.id, 'paid', new Date('2026-01-01T00:00:00Z'));
    const controller = new AbortController();
    const response = await streamRoute(
      new Request('http://localhost:3000/api/sales/stream', { signal: controller.signal }),
      undefined,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    const events = eventReader(response.body!);
    expect((await events.next()).raw).toBe('retry: 3000');
    const first = await events.next();
    expect(first.event).toBe('sales');
    const snapshot = JSON.parse(first.data!) as Extract<SaleStreamEvent, { type: 'sales' }>;
    expect(snapshot.sales.find((sale) => sale.id === earlier.id)).toEqual({
      id: earlier.id,
      name: earlier.name,
      slug: earlier.slug,
      amount: '0.25',
      buyer: 'BuyR…Xyz9',
      paidAt: '2026-01-01T00:00:00.000Z',
    });
    expect(salesSubscriberCount()).toBe(1);

    const sold = await openOrder();
    const paidAt = new Date('2026-02-02T10:00:00Z');
    await setStatus(sold.id, 'paid', paidAt);
    const next = await events.next();
    expect(next.event).toBe('sale');
    expect(JSON.parse(next.data!)).toEqual({
      type: 'sale',
      sale: {
        id: sold.id,
        name: sold.name,
        slug: sold.slug,
        amount: '4.2',
        buyer: 'BuyR…Xyz9',
        paidAt: paidAt.toISOString(),
      },
    });

    await setStatus(sold.id, 'refunded', null);
    const refund = await events.next();
    expect(JSON.parse(refund.data!)).toEqual({ type: 'change', slug: sold.slug, status: 'refunded' });

    controller.abort();
    await vi.waitFor(() => expect(salesSubscriberCount()).toBe(0));
    await events.cancel();
  });

  it('lists paid and transferred orders as sales, newest first; refunded, late and unpaid ones are not', async () => {
    const orders = [];
    for (const [status, day] of [
      ['paid', 10],
      ['fulfilled', 12],
      ['refunded', 13],
      ['paid_late', 14],
      ['paid', 11],
    ] as const) {
      const order = await openOrder();
      await setStatus(order.id, status, new Date(`2030-03-${day}T00:00:00Z`));
      orders.push(order);
    }
    const unpaid = await openOrder();
    const sales = await readRecentSales(20);
    const ids = sales.map((sale) => sale.id);
    expect(ids.slice(0, 3)).toEqual([orders[1]!.id, orders[4]!.id, orders[0]!.id]);
    expect(ids).not.toContain(orders[2]!.id);
    expect(ids).not.toContain(orders[3]!.id);
    expect(ids).not.toContain(unpaid.id);
    expect(await readRecentSales(2)).toHaveLength(2);

    const answer = await salesRoute(new Request('http://localhost:3000/api/sales'), undefined);
    const body = await answer.json();
    expect(body.live).toBe(true);
    expect(body.data.map((sale: { id: string }) => sale.id).slice(0, 3)).toEqual(ids.slice(0, 3));
  });

  it.runIf(engine.name === 'postgres')(
    'reopens a lost LISTEN connection, says so (an empty payload), and hears the next changes',
    async () => {
      const payloads: string[] = [];
      const unlisten = await database().listen('sales', (payload) => payloads.push(payload));
      try {
        const killed = await database().db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity
              where datname = current_database() and query = 'LISTEN sales' and pid <> pg_backend_pid()`,
        );
        expect((killed as unknown as { rows: unknown[] }).rows).toHaveLength(1);
        await vi.waitFor(() => expect(payloads).toEqual(['']), { timeout: 5000 });
        const { id, slug } = await openOrder();
        await vi.waitFor(() => expect(payloads).toHaveLength(2));
        expect(JSON.parse(payloads[1]!)).toEqual({ id, slug, status: 'awaiting_payment' });
      } finally {
        await unlisten();
      }
    },
  );

  it('serves a bounded number of streams: the next one is told to come back later', async () => {
    const unsubscribes = await Promise.all(
      Array.from({ length: SALE_STREAM_MAX_SUBSCRIBERS }, () => subscribeToSales(() => {})),
    );
    try {
      const refused = await streamRoute(new Request('http://localhost:3000/api/sales/stream'), undefined);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe(String(SALE_STREAM_RETRY_AFTER_SECONDS));
      expect(await refused.json()).toEqual({ error: { code: 'unavailable', message: SALE_STREAM_FULL } });
    } finally {
      for (const unsubscribe of unsubscribes) unsubscribe();
    }
    expect(salesSubscriberCount()).toBe(0);
  });

  it("gives one address a few streams: 1,000 from one client leave another visitor's feed and reads answering", async () => {
    const flood = new AbortController();
    const streamFrom = (address: string, signal?: AbortSignal) =>
      streamRoute(
        new Request('http://localhost:3000/api/sales/stream', { headers: { [CLIENT_IP_HEADER]: address }, signal }),
        undefined,
      );
    const visitor = new AbortController();
    try {
      const answers = await Promise.all(Array.from({ length: 1000 }, () => streamFrom('198.51.100.7', flood.signal)));
      const served = answers.filter((answer) => answer.status === 200);
      const refused = answers.filter((answer) => answer.status !== 200);
      expect(served).toHaveLength(SALE_STREAM_MAX_PER_ADDRESS);
      expect(new Set(refused.map((answer) => answer.status))).toEqual(new Set([429]));
      expect(refused[0]!.headers.get('retry-after')).toBe(String(SALE_STREAM_RETRY_AFTER_SECONDS));
      expect(await refused[0]!.json()).toEqual({ error: { code: 'rate_limited', message: SALE_STREAM_ADDRESS_FULL } });
      expect(salesSubscriberCount()).toBe(SALE_STREAM_MAX_PER_ADDRESS);

      const feed = await streamFrom('203.0.113.9', visitor.signal);
      expect(feed.status).toBe(200);
      const events = eventReader(feed.body!);
      expect((await events.next()).raw).toMatch(/^retry: /);
      expect((await events.next()).event).toBe('sales');
      const { id } = await openOrder();
      await setStatus(id, 'paid');
      const sale = await events.next();
      expect(sale.event).toBe('sale');
      expect(JSON.parse(sale.data!).sale.id).toBe(id);
      expect((await salesRoute(new Request('http://localhost:3000/api/sales'), undefined)).status).toBe(200);
    } finally {
      flood.abort();
      visitor.abort();
    }
    await vi.waitFor(() => expect(salesSubscriberCount()).toBe(0));
    // The address's share came back with its streams.
    const again = await streamFrom('198.51.100.7', flood.signal);
    expect(again.status).toBe(200);
    await vi.waitFor(() => expect(salesSubscriberCount()).toBe(0));
  });

  it('has no stream and no sales on a mall without payments', async () => {
    configure({ SELLER_WALLET: undefined });
    try {
      const stream = await streamRoute(new Request('http://localhost:3000/api/sales/stream'), undefined);
      expect(stream.status).toBe(404);
      expect(await stream.json()).toEqual({ error: { code: 'not_found', message: NO_SALES_STREAM } });
      const sales = await salesRoute(new Request('http://localhost:3000/api/sales'), undefined);
      expect(await sales.json()).toEqual({ live: false, data: [] });
    } finally {
      configure({ SELLER_WALLET: seller });
    }
  });
});
