import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as itemRoute } from '@/app/api/inbox/[id]/route';
import { POST as readRoute } from '@/app/api/inbox/read/route';
import { GET as listRoute } from '@/app/api/inbox/route';
import { GET as unreadRoute } from '@/app/api/inbox/unread/route';
import { GET as streamRoute } from '@/app/api/sales/stream/route';
import { POST as starRoute } from '@/app/api/watchlist/[slug]/route';
import { editDomain } from '@/lib/catalog/edit';
import { readWatchlist } from '@/lib/catalog/watchlist';
import { insertOrder, transitionOrder } from '@/lib/commerce/orders/transitions';
import { queueNotification } from '@/lib/inbox/notify';
import { runOutbox, type OutboxHandlers } from '@/lib/commerce/outbox/worker';
import { enqueueEffects } from '@/lib/commerce/outbox/jobs';
import { outboxHandlers } from '@/lib/commerce/outbox/handlers';
import { notifications, outboxJobs } from '@/lib/db/schema';
import type { InboxPage, UnreadCount } from '@/lib/inbox/inbox';
import { inboxWriteLimiter } from '@/lib/inbox/inbox';
import { INBOX_SIGN_IN_REQUIRED, NOTIFICATION_NOT_FOUND, OPERATOR_INBOX } from '@/lib/rules/inbox';
import { OUTBOX_MAX_ATTEMPTS } from '@/lib/rules/outbox';
import { testEngines, useTestDatabase } from './support/databases';
import { configure, OPERATOR, walletCookie } from './support/selling-mall';
import { freshIp, testWallet } from './support/test-wallet';

const T0 = new Date('2026-11-28T10:00:00Z');
const TOKEN = { kind: 'token' } as const;
const url = (path: string) => `http://localhost:3000${path}`;
const headers = (cookie?: string) => ({ 'x-forwarded-for': freshIp(), ...(cookie ? { cookie } : {}) });

const list = (cookie?: string, query = '') =>
  listRoute(new Request(url(`/api/inbox${query}`), { headers: headers(cookie) }), undefined);
const unread = async (cookie?: string) =>
  (await (
    await unreadRoute(new Request(url('/api/inbox/unread'), { headers: headers(cookie) }), undefined)
  ).json()) as UnreadCount;
const item = (id: number, cookie?: string) =>
  itemRoute(new Request(url(`/api/inbox/${id}`), { headers: headers(cookie) }), {
    params: Promise.resolve({ id: String(id) }),
  });
const markRead = (body: unknown, cookie?: string) =>
  readRoute(
    new Request(url('/api/inbox/read'), {
      method: 'POST',
      headers: { ...headers(cookie), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    undefined,
  );

describe.each(testEngines)('inboxes on $name', (engine) => {
  const database = useTestDatabase(engine);
  const db = () => database().db;
  beforeAll(() => configure({ OPERATOR_TOKEN: OPERATOR }));
  afterAll(() => configure({ OPERATOR_TOKEN: undefined }));

  async function signedIn() {
    const address = testWallet().address;
    return { address, cookie: await walletCookie(address) };
  }

  let orders = 0;
  async function paidOrder(buyer: string, name = `inboxtest${++orders}.sol`) {
    return db().transaction(async (tx) => {
      const order = await insertOrder(tx, {
        id: randomUUID(),
        cluster: 'devnet',
        domainSlug: name.replace('.sol', ''),
        domainName: name,
        amountLamports: 1_500_000_000n,
        recipient: 'Se11er1111111111111111111111111111111111111',
        reference: randomUUID(),
        expiresAt: new Date(T0.getTime() + 900_000),
        createdAt: T0,
        updatedAt: T0,
      });
      return transitionOrder(tx, {
        orderId: order.id,
        from: ['awaiting_payment'],
        to: 'paid',
        set: { buyer, paidLamports: 1_500_000_000n, paidAt: T0 },
        now: T0,
      });
    });
  }

  const inboxRows = (inbox: string) => db().select().from(notifications).where(eq(notifications.inbox, inbox));

  it('an order paid, delivered and refunded reaches its buyer once each; the operators hear of the new order', async () => {
    const buyer = await signedIn();
    const order = (await paidOrder(buyer.address))!;
    const move = (from: 'paid' | 'delivering' | 'fulfilled', to: 'delivering' | 'paid' | 'fulfilled' | 'refunded') =>
      db().transaction((tx) => transitionOrder(tx, { orderId: order.id, from: [from], to, now: T0 }));
    // A delivery attempt that goes back to paid is no news.
    await move('paid', 'delivering');
    await move('delivering', 'paid');
    await move('paid', 'fulfilled');
    await move('fulfilled', 'refunded');
    const page = (await (await list(buyer.cookie)).json()) as InboxPage;
    expect(page.data.map((m) => [m.kind, m.title, m.href, m.read])).toEqual([
      ['order.refunded', 'Refunded: your order for inboxtest1.sol (1.5 SOL)', `/orders/${order.id}`, false],
      ['order.delivered', 'Delivered: inboxtest1.sol is in your wallet', `/orders/${order.id}`, false],
      ['order.paid', 'Payment received: inboxtest1.sol is yours (1.5 SOL)', `/orders/${order.id}`, false],
    ]);
    expect(page.unread).toBe(3);
    expect((await inboxRows(OPERATOR_INBOX)).map((m) => [m.kind, m.orderId])).toEqual([
      ['operator.new-order', order.id],
    ]);
  });

  it('keeps a message until it is marked read: no read, list or count uses it up', async () => {
    const buyer = await signedIn();
    await paidOrder(buyer.address);
    const [message] = ((await (await list(buyer.cookie)).json()) as InboxPage).data;
    for (let i = 0; i < 3; i++) {
      expect((await list(buyer.cookie)).status).toBe(200);
      expect((await item(message!.id, buyer.cookie)).status).toBe(200);
    }
    expect(await unread(buyer.cookie)).toEqual({ signedIn: true, live: false, unread: 1, operators: null });
    await inboxWriteLimiter.reset();
    const marked = await markRead({ ids: [message!.id] }, buyer.cookie);
    expect(await marked.json()).toEqual({ unread: 0 });
    // Read, and kept.
    expect(((await (await list(buyer.cookie)).json()) as InboxPage).data.map((m) => m.read)).toEqual([true]);
    await paidOrder(buyer.address);
    expect(await (await markRead({ all: true }, buyer.cookie)).json()).toEqual({ unread: 0 });
  });

  it("one wallet cannot read or mark another's messages; the operator inbox is for operators", async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    await paidOrder(owner.address);
    const [message] = await inboxRows(owner.address);
    const notFound = await item(message!.id, stranger.cookie);
    expect(notFound.status).toBe(404);
    expect(await notFound.json()).toEqual({ error: { code: 'not_found', message: NOTIFICATION_NOT_FOUND } });
    expect((await markRead({ ids: [message!.id] }, stranger.cookie)).status).toBe(404);
    expect((await inboxRows(owner.address))[0]!.readAt).toBeNull();
    expect(((await (await list(stranger.cookie)).json()) as InboxPage).data).toEqual([]);

    const signedOut = await list();
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ error: { code: 'sign_in_required', message: INBOX_SIGN_IN_REQUIRED } });
    expect(await unread()).toEqual({ signedIn: false, live: false, unread: 0, operators: null });
    expect((await list(stranger.cookie, '?box=operators')).status).toBe(403);
    const byToken = await listRoute(
      new Request(url('/api/inbox?box=operators'), { headers: { authorization: `Bearer ${OPERATOR}` } }),
      undefined,
    );
    expect(byToken.status).toBe(200);
    expect(((await byToken.json()) as InboxPage).data.some((m) => m.kind === 'operator.new-order')).toBe(true);
    expect((await list(stranger.cookie, '?before=0x10')).status).toBe(400);
  });

  it('a watched price drop reaches the inbox exactly once, read or not, whatever was read meanwhile', async () => {
    const watcher = await signedIn();
    const other = await signedIn();
    const star = (cookie: string) =>
      starRoute(new Request(url('/api/watchlist/gmfactory'), { method: 'POST', headers: headers(cookie) }), {
        params: Promise.resolve({ slug: 'gmfactory' }),
      });
    expect((await star(watcher.cookie)).status).toBe(200);
    await editDomain('gmfactory.sol', { price: '0.3 SOL' }, TOKEN, T0);
    // Prefetches, second tabs, the watchlist page: reads, all of them.
    for (let i = 0; i < 3; i++) {
      await readWatchlist(watcher.address);
      await list(watcher.cookie);
      await unread(watcher.cookie);
    }
    const drops = async () =>
      ((await (await list(watcher.cookie)).json()) as InboxPage).data.filter((m) => m.kind === 'watch.price-drop');
    expect((await drops()).map((m) => [m.title, m.read])).toEqual([
      ['Price drop: gmfactory.sol now 0.3 SOL, was 0.5 SOL', false],
    ]);
    await inboxWriteLimiter.reset();
    await markRead({ all: true }, watcher.cookie);
    // The same price again and a rise are no drop; a wallet that did not star it hears nothing.
    await editDomain('gmfactory.sol', { price: '0.3 SOL' }, TOKEN, T0);
    await editDomain('gmfactory.sol', { price: '0.4 SOL' }, TOKEN, T0);
    expect((await drops()).map((m) => m.read)).toEqual([true]);
    expect(await inboxRows(other.address)).toEqual([]);
    await editDomain('gmfactory.sol', { status: 'not_for_sale' }, TOKEN, T0);
    await editDomain('gmfactory.sol', { status: 'available', price: '0.5 SOL' }, TOKEN, T0);
    expect((await inboxRows(watcher.address)).map((m) => m.kind)).toEqual(['watch.price-drop', 'watch.back-on-sale']);
  });

  it('a job that gives up tells the operator inbox, without mailing about a mail that failed', async () => {
    const orderId = (await paidOrder((await signedIn()).address, 'inboxfail.sol'))!.id;
    await db().transaction((tx) =>
      enqueueEffects(tx, orderId, [{ kind: 'receipt.mint', dedupeKey: `t:${orderId}` }], T0),
    );
    const failing = { ...outboxHandlers, 'receipt.mint': { outside: async () => Promise.reject(new Error('down')) } };
    const jobs = () =>
      db()
        .select()
        .from(outboxJobs)
        .where(eq(outboxJobs.dedupeKey, `t:${orderId}`));
    for (let attempt = 0; attempt < OUTBOX_MAX_ATTEMPTS; attempt++) {
      await runOutbox(failing as OutboxHandlers, { now: new Date(T0.getTime() + attempt * 3_600_000) });
    }
    expect((await jobs())[0]!.state).toBe('failed');
    const failures = (await inboxRows(OPERATOR_INBOX)).filter((m) => m.kind === 'operator.job-failed');
    expect(failures.map((m) => [m.orderId, m.name, (m.detail as { job: string }).job])).toEqual([
      [orderId, 'inboxfail.sol', 'receipt.mint'],
    ]);
  });

  it("the live stream tells a reader's own stream that its inbox changed, and nobody else's", async () => {
    configure({ SELLER_WALLET: 'Se11er1111111111111111111111111111111111111' });
    const reader = await signedIn();
    const stranger = await signedIn();
    const open = async (cookie: string) => {
      const controller = new AbortController();
      const response = await streamRoute(
        new Request(url('/api/sales/stream'), { headers: headers(cookie), signal: controller.signal }),
        undefined,
      );
      const events: string[] = [];
      const reading = (async () => {
        const decoder = new TextDecoder();
        for await (const chunk of response.body! as unknown as AsyncIterable<Uint8Array>) {
          for (const line of decoder.decode(chunk).split('\n'))
            if (line.startsWith('event: ')) events.push(line.slice(7));
        }
      })().catch(() => {});
      return { events, close: () => (controller.abort(), reading) };
    };
    const mine = await open(reader.cookie);
    const theirs = await open(stranger.cookie);
    try {
      await db().transaction((tx) =>
        queueNotification(tx, { to: { wallet: reader.address }, kind: 'watch.sold', name: 'x.sol' }, T0),
      );
      await vi.waitFor(() => expect(mine.events).toContain('inbox'));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(theirs.events).not.toContain('inbox');
    } finally {
      await mine.close();
      await theirs.close();
      configure({ SELLER_WALLET: undefined });
    }
  });
});
