import { describe, expect, it, beforeAll } from 'vitest';
import { countOrdersByStatus, readOrderPage } from '@/lib/commerce/orders/order-list';
import { saleOrders } from '@/lib/db/schema';
import type { OrderStatus } from '@/lib/rules/order-states';
import { testEngines, useTestDatabase } from './support/databases';

const BUYER_A = 'BuyerAaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const BUYER_B = 'BuyerBbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
const STATUSES: OrderStatus[] = ['awaiting_payment', 'paid', 'expired', 'fulfilled', 'refunded'];

/** Order n: created n hours after 2030-01-01 00:00 UTC; ids sort like n. */
const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const createdOf = (n: number) => new Date(Date.UTC(2030, 0, 1) + n * 3_600_000);

describe.each(testEngines)('the console order list on $name', (engine) => {
  const database = useTestDatabase(engine, { seed: false });

  beforeAll(async () => {
    // 120 orders over five days; orders 118 and 119 share a creation time, so paging must break the tie by id.
    const rows = Array.from({ length: 120 }, (_, n) => ({
      id: idOf(n),
      domainSlug: n % 2 ? `neon-${n}` : `chrome-${n}`,
      domainName: n % 2 ? `neon-${n}.sol` : `chrome-${n}.sol`,
      amountLamports: 100_000_000n,
      recipient: 'Seller1111111111111111111111111111111111111',
      reference: `ref-${n}`,
      status: STATUSES[n % 5],
      buyer: n % 5 === 0 ? null : n % 3 ? BUYER_A : BUYER_B,
      signature: n % 5 === 0 ? null : `sig-${n}`,
      expiresAt: createdOf(n),
      createdAt: n === 119 ? createdOf(118) : createdOf(n),
      updatedAt: createdOf(n),
    }));
    await database().db.insert(saleOrders).values(rows);
  });

  it('pages newest first by keyset, each order once, with a tie on created_at broken by id', async () => {
    const seen: string[] = [];
    let page = await readOrderPage({}, { limit: 50 });
    expect(page.newer).toBeNull();
    expect(page.orders.slice(0, 3).map((o) => o.id)).toEqual([idOf(119), idOf(118), idOf(117)]);
    seen.push(...page.orders.map((o) => o.id));
    while (page.older) {
      page = await readOrderPage({}, { after: page.older, limit: 50 });
      seen.push(...page.orders.map((o) => o.id));
    }
    expect(seen).toEqual(Array.from({ length: 120 }, (_, i) => idOf(119 - i)));
    expect(page.orders).toHaveLength(20);

    const back = await readOrderPage({}, { before: page.orders[0].id, limit: 50 });
    expect(back.orders.map((o) => o.id)).toEqual(Array.from({ length: 50 }, (_, i) => idOf(69 - i)));
    expect(back.newer).toBe(idOf(69));
    expect(back.older).toBe(idOf(20));
    const top = await readOrderPage({}, { before: back.newer!, limit: 50 });
    expect(top.orders.map((o) => o.id)).toEqual(Array.from({ length: 50 }, (_, i) => idOf(119 - i)));
    expect(top.newer).toBeNull();
  });

  it('filters by status, day range, name, buyer and search; totals count each status under the other filters', async () => {
    const paid = await readOrderPage({ status: 'paid' });
    expect(paid.orders).toHaveLength(24);
    expect(paid.orders.every((o) => o.status === 'paid')).toBe(true);

    // 2030-01-02 UTC: hours 24..47.
    const day = await readOrderPage({ from: '2030-01-02', to: '2030-01-02' });
    expect(day.orders.map((o) => o.id)).toEqual(Array.from({ length: 24 }, (_, i) => idOf(47 - i)));

    const neon = await readOrderPage({ name: 'NEON-1' });
    expect(neon.orders.map((o) => o.domainName)).toEqual(
      [119, 117, 115, 113, 111, 109, 107, 105, 103, 101, 19, 17, 15, 13, 11, 1].map((n) => `neon-${n}.sol`),
    );
    expect((await readOrderPage({ name: '%' })).orders).toHaveLength(0);

    const byB = await readOrderPage({ buyer: BUYER_B }, { limit: 200 });
    expect(byB.orders).toHaveLength(32);
    expect(byB.orders.every((o) => o.buyer === BUYER_B)).toBe(true);

    expect((await readOrderPage({ search: idOf(7) })).orders.map((o) => o.id)).toEqual([idOf(7)]);
    expect((await readOrderPage({ search: 'sig-8' })).orders.map((o) => o.id)).toEqual([idOf(8)]);
    expect((await readOrderPage({ search: 'ref-9' })).orders.map((o) => o.id)).toEqual([idOf(9)]);
    expect((await readOrderPage({ search: 'chrome-10' })).orders.map((o) => o.id)).toEqual([
      idOf(108),
      idOf(106),
      idOf(104),
      idOf(102),
      idOf(100),
      idOf(10),
    ]);

    expect(await countOrdersByStatus({ status: 'paid' })).toEqual({
      awaiting_payment: 24,
      confirming: 0,
      delivering: 0,
      refund_pending: 0,
      paid: 24,
      paid_late: 0,
      expired: 24,
      fulfilled: 24,
      refunded: 24,
    });
    expect(await countOrdersByStatus({ from: '2030-01-05', buyer: BUYER_A })).toEqual({
      awaiting_payment: 0,
      confirming: 0,
      delivering: 0,
      refund_pending: 0,
      paid: 3,
      paid_late: 0,
      expired: 3,
      fulfilled: 4,
      refunded: 3,
    });
  });

  it('ignores a malformed cursor or day instead of failing', async () => {
    expect((await readOrderPage({}, { after: "x' or 1=1" })).orders[0].id).toBe(idOf(119));
    expect((await readOrderPage({ from: '2030-13-45', to: 'soon' })).orders).toHaveLength(50);
  });
});
