import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readOrderPage } from '@/lib/commerce/orders/order-list';
import { readSalesDashboard } from '@/lib/commerce/sales/sales-dashboard';
import { postgres, useTestDatabase } from './support/databases';

const ORDERS = 100_000;
// PostgreSQL only (TEST_DATABASE_URL): 100k orders are too slow to insert on PGlite for a test.
describe.skipIf(!postgres.set).each(postgres.engines)('the order list at 100k orders on $name', (engine) => {
  const database = useTestDatabase(engine, { seed: false });

  it('pages newest first by keyset through the (created_at, id) index, and the dashboard reads paid_at by index', async () => {
    const { db } = database();
    await db.execute(sql`
      insert into sale_orders (id, domain_slug, domain_name, amount_lamports, recipient, reference, status,
        expires_at, created_at, paid_at)
      select gen_random_uuid(), 'name-' || n, 'name-' || n || '.sol', 1000000000, 'seller', 'ref-' || n,
        case when n % 10 = 0 then 'fulfilled' else 'expired' end,
        timestamptz '2026-01-01' + n * interval '1 minute' + interval '15 minutes',
        timestamptz '2026-01-01' + n * interval '1 minute',
        case when n % 10 = 0 then timestamptz '2026-01-01' + n * interval '1 minute' end
      from generate_series(1, ${ORDERS}) as n`);
    await db.execute(sql`analyze sale_orders`);

    let page = await readOrderPage({});
    for (let i = 0; i < 40; i++) page = await readOrderPage({}, { after: page.older! });
    expect(page.orders).toHaveLength(50);
    // The 41st page starts 40 pages of 50 below the newest.
    expect(page.orders[0]!.domainName).toBe(`name-${ORDERS - 40 * 50}.sol`);
    const times = page.orders.map((o) => o.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const plan = (await db.execute(sql`explain select * from sale_orders
      where (created_at, id) < (select c.created_at, c.id from sale_orders c where c.id = ${page.older})
      order by created_at desc, id desc limit 51`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
    expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('sale_orders_created_id_idx');
    const paid = (await db.execute(
      sql`explain select * from sale_orders where paid_at >= timestamptz '2026-03-01'`,
    )) as unknown as { rows: { 'QUERY PLAN': string }[] };
    expect(paid.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('sale_orders_paid_at_idx');

    const board = await readSalesDashboard(new Date('2026-03-11T12:00:00Z'));
    expect(board.totalOrders).toBe(ORDERS);
  }, 120_000);
});
