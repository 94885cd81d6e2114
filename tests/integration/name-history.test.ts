import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as activityRoute } from '@/app/api/activity/route';
import { GET as nameActivityRoute } from '@/app/api/domains/[slug]/activity/route';
import { editDomain } from '@/lib/catalog/edit';
import { upsertDomains } from '@/lib/catalog/import';
import { domainSeedSchema } from '@/lib/catalog/seed-schema';
import { transitionOrder } from '@/lib/commerce/orders/transitions';
import { nameEvents, saleOrders } from '@/lib/db/schema';
import { ACTIVITY_PAGE_SIZE } from '@/lib/rules/name-history';
import { testEngines, useTestDatabase } from './support/databases';

const SOL = 1_000_000_000;
const record = (slug: string, extra: Record<string, unknown> = {}) =>
  domainSeedSchema.parse({
    name: `${slug}.sol`,
    description: `the ${slug} shop`,
    status: 'available',
    price: '2 SOL',
    category: 'mid',
    listed: true,
    available: true,
    tier: 'blueprint-tier',
    floor: '1F_Mainfloor',
    ...extra,
  });

describe.each(testEngines)("a name's history on $name", (engine) => {
  const database = useTestDatabase(engine);
  const db = () => database().db;
  const kindsOf = async (slug: string) =>
    (await db().select().from(nameEvents).where(eq(nameEvents.domainSlug, slug)).orderBy(nameEvents.id)).map((e) => [
      e.kind,
      e.lamports,
    ]);

  it('imports list and reprice; an edit reprices; an unchanged import records nothing', async () => {
    await upsertDomains([record('histone'), record('histtwo', { listed: false })]);
    await upsertDomains([record('histone'), record('histtwo', { listed: false, price: '3 SOL' })]);
    await editDomain('histone.sol', { price: '1.5 SOL' }, { kind: 'token' });
    await editDomain('histone.sol', { featured: true }, { kind: 'token' });
    await upsertDomains([record('histtwo', { price: '3 SOL' })]);
    expect(await kindsOf('histone')).toEqual([
      ['listed', 2 * SOL],
      ['repriced', 1.5 * SOL],
    ]);
    expect(await kindsOf('histtwo')).toEqual([
      ['repriced', 3 * SOL],
      ['listed', 3 * SOL],
    ]);
  });

  it('an order records sold, transferred and refunded once each, however often it moves back and forth', async () => {
    await upsertDomains([record('histsale')]);
    const id = randomUUID();
    const now = new Date();
    await db()
      .insert(saleOrders)
      .values({
        id,
        domainSlug: 'histsale',
        domainName: 'histsale.sol',
        amountLamports: 2n * BigInt(SOL),
        recipient: 'seller',
        reference: randomUUID(),
        status: 'awaiting_payment',
        expiresAt: new Date(now.getTime() + 60_000),
      });
    const move = (from: string, to: string) =>
      db().transaction((tx) => transitionOrder(tx, { orderId: id, from: [from as never], to: to as never, now }));
    await move('awaiting_payment', 'paid');
    await move('paid', 'delivering');
    await move('delivering', 'paid');
    await move('paid', 'fulfilled');
    await move('fulfilled', 'refunded');
    expect((await kindsOf('histsale')).slice(1)).toEqual([
      ['sold', 2 * SOL],
      ['transferred', null],
      ['refunded', 2 * SOL],
    ]);
    // An expired order's late payment sent back sold nothing: no event.
    const late = randomUUID();
    await db()
      .insert(saleOrders)
      .values({
        id: late,
        domainSlug: 'histsale',
        domainName: 'histsale.sol',
        amountLamports: BigInt(SOL),
        recipient: 'seller',
        reference: randomUUID(),
        status: 'paid_late',
        expiresAt: now,
      });
    await db().transaction((tx) => transitionOrder(tx, { orderId: late, from: ['paid_late'], to: 'refunded', now }));
    expect(await kindsOf('histsale')).toHaveLength(4);
  });

  it('reads a name’s events and the mall’s, newest first, filtered by kind', async () => {
    const params = { params: Promise.resolve({ slug: 'histone' }) };
    const name = await (await nameActivityRoute(new Request('http://t/api/domains/histone/activity'), params)).json();
    expect(name.events.map((e: { kind: string }) => e.kind)).toEqual(['repriced', 'listed']);
    const sold = await (await activityRoute(new Request('http://t/api/activity?kind=sold,refunded'), undefined)).json();
    expect(sold.events.map((e: { kind: string; slug: string }) => `${e.kind} ${e.slug}`)).toEqual([
      'refunded histsale',
      'sold histsale',
    ]);
    expect(Object.keys(sold.events[0]).sort()).toEqual(['at', 'id', 'kind', 'lamports', 'slug']);
    const bad = await activityRoute(new Request('http://t/api/activity?kind=stolen'), undefined);
    expect(bad.status).toBe(400);
  });

  it('pages a name’s events and the mall’s by `before`, newest first, to the last page', async () => {
    const at = new Date('2026-01-02T00:00:00Z');
    const total = ACTIVITY_PAGE_SIZE * 2 + 5;
    await db()
      .insert(nameEvents)
      .values(
        Array.from({ length: total }, (_, i) => ({
          domainSlug: 'histpages',
          kind: 'repriced',
          lamports: (i + 1) * SOL,
          createdAt: at,
        })),
      );
    const params = { params: Promise.resolve({ slug: 'histpages' }) };
    const read = async (query: string) =>
      (await nameActivityRoute(new Request(`http://t/api/domains/histpages/activity${query}`), params)).json();
    const pages: number[][] = [];
    let query = '';
    for (;;) {
      const page = await read(query);
      pages.push(page.events.map((e: { lamports: number }) => e.lamports / SOL));
      if (page.olderBefore === null) break;
      query = `?before=${page.olderBefore}`;
    }
    expect(pages.map((p) => p.length)).toEqual([ACTIVITY_PAGE_SIZE, ACTIVITY_PAGE_SIZE, 5]);
    expect(pages.flat()).toEqual(Array.from({ length: total }, (_, i) => total - i));
    const mall = await (
      await activityRoute(new Request(`http://t/api/activity?kind=repriced&${query.slice(1)}`), undefined)
    ).json();
    // The mall's next page after the same cursor: the last 5 of the name, then older events of other names.
    expect(mall.events.slice(0, 5).map((e: { slug: string }) => e.slug)).toEqual(Array(5).fill('histpages'));
    expect(mall.events.slice(5).filter((e: { slug: string }) => e.slug === 'histpages')).toEqual([]);
    for (const bad of ['?before=abc', '?before=0', '?before=9999999999', '?before=0x10', '?page=2']) {
      expect(
        (await nameActivityRoute(new Request(`http://t/api/domains/histpages/activity${bad}`), params)).status,
      ).toBe(400);
    }
  });
});
