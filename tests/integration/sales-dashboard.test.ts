import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readSalesDashboard, SALES_DAYS, SALES_WEEKS } from '@/lib/commerce/sales/sales-dashboard';
import { solToUsd } from '@/lib/rules/money';
import { saleOrders } from '@/lib/db/schema';
import { testEngines, useTestDatabase } from './support/databases';

const SOL = 1_000_000_000n;
// A Wednesday: its week began on Monday 2026-03-09.
const NOW = new Date('2026-03-11T12:00:00Z');

interface Row {
  name: string;
  status: string;
  sol: bigint | number;
  created: string;
  paid?: string;
  received?: bigint;
  refunded?: bigint;
  /** USD per SOL recorded when the sale completed. */
  rate?: number;
}

const lamports = (sol: bigint | number) => (typeof sol === 'bigint' ? sol * SOL : BigInt(Math.round(sol * 1e9)));

const row = (r: Row) => ({
  id: randomUUID(),
  domainSlug: r.name,
  domainName: `${r.name}.sol`,
  amountLamports: lamports(r.sol),
  recipient: 'seller',
  reference: randomUUID(),
  status: r.status,
  expiresAt: new Date(new Date(r.created).getTime() + 900_000),
  createdAt: new Date(r.created),
  paidAt: r.paid ? new Date(r.paid) : null,
  receivedLamports: r.received ?? 0n,
  refundedLamports: r.refunded ?? 0n,
  solUsdRate: r.rate ?? null,
});

describe.each(testEngines)('sales dashboard aggregates on $name', (engine) => {
  const database = useTestDatabase(engine);

  it('says there are no sales, with zeroed periods, before any order', async () => {
    const board = await readSalesDashboard(NOW);
    expect(board.totalOrders).toBe(0);
    expect(board.owed).toEqual({ orders: 0, lamports: '0' });
    expect(board.topBought).toEqual([]);
    expect(board.revenueByDay).toHaveLength(SALES_DAYS);
    expect(board.revenueByDay.every((d) => d.lamports === '0' && d.sales === 0)).toBe(true);
    expect(board.revenueByWeek).toHaveLength(SALES_WEEKS);
  });

  it('counts revenue per day and week, statuses, conversion, top names and amounts owed exactly', async () => {
    await database()
      .db.insert(saleOrders)
      .values([
        row({
          name: 'alpha',
          status: 'paid',
          sol: 1.5,
          created: '2026-03-10T23:50:00Z',
          paid: '2026-03-10T23:59:59Z',
          received: (3n * SOL) / 2n,
          rate: 140.5,
        }),
        // Overpaid by 0.2 SOL: 0.5 is revenue, 0.2 is owed back.
        row({
          name: 'bravo',
          status: 'fulfilled',
          sol: 0.5,
          created: '2026-03-11T09:00:00Z',
          paid: '2026-03-11T09:01:00Z',
          received: 700_000_000n,
          rate: 150,
        }),
        // Paid, then refunded in full: not revenue, nothing owed, but it was paid (conversion).
        row({
          name: 'charlie',
          status: 'refunded',
          sol: 2n,
          created: '2026-03-11T10:00:00Z',
          paid: '2026-03-11T10:02:00Z',
          received: 2n * SOL,
          refunded: 2n * SOL,
        }),
        row({ name: 'delta', status: 'awaiting_payment', sol: 1n, created: '2026-03-11T11:00:00Z' }),
        // Part paid, then expired: the 0.3 SOL is owed back.
        row({ name: 'echo', status: 'expired', sol: 1n, created: '2026-03-09T08:00:00Z', received: 300_000_000n }),
        // Arrived after the order expired: owed back, never revenue.
        row({ name: 'foxtrot', status: 'paid_late', sol: 1n, created: '2026-03-02T08:00:00Z', received: SOL }),
        row({
          name: 'golf',
          status: 'paid',
          sol: 3n,
          created: '2026-03-02T09:00:00Z',
          paid: '2026-03-02T09:05:00Z',
          received: 3n * SOL,
        }),
        // Overpaid, and the excess refunded: nothing owed any more.
        row({
          name: 'india',
          status: 'paid',
          sol: 1n,
          created: '2025-11-01T09:00:00Z',
          paid: '2025-11-01T09:05:00Z',
          received: 1_200_000_000n,
          refunded: 200_000_000n,
        }),
        // Long ago: outside the 30 days and the 12 weeks, still among the names bought.
        row({
          name: 'hotel',
          status: 'paid',
          sol: 0.25,
          created: '2025-12-01T09:00:00Z',
          paid: '2025-12-01T09:05:00Z',
          received: SOL / 4n,
        }),
      ]);

    const board = await readSalesDashboard(NOW);

    expect(board.totalOrders).toBe(9);
    expect(board.byStatus).toEqual([
      { status: 'awaiting_payment', orders: 1 },
      { status: 'confirming', orders: 0 },
      { status: 'paid', orders: 4 },
      { status: 'delivering', orders: 0 },
      { status: 'fulfilled', orders: 1 },
      { status: 'expired', orders: 1 },
      { status: 'paid_late', orders: 1 },
      { status: 'refund_pending', orders: 0 },
      { status: 'refunded', orders: 1 },
    ]);

    expect(board.revenueByDay[0]!.period).toBe('2026-02-10');
    expect(board.revenueByDay.at(-1)!.period).toBe('2026-03-11');
    expect(board.revenueByDay.filter((d) => d.sales > 0)).toEqual([
      // golf sold with no rate recorded: its SOL counts, its USD is left out and it is counted as unpriced.
      { period: '2026-03-02', lamports: '3000000000', sol: 3, usd: 0, sales: 1, unpriced: 1 },
      { period: '2026-03-10', lamports: '1500000000', sol: 1.5, usd: 210.75, sales: 1, unpriced: 0 },
      { period: '2026-03-11', lamports: '500000000', sol: 0.5, usd: 75, sales: 1, unpriced: 0 },
    ]);
    // golf, india and hotel: every kept sale without a rate, whenever it sold.
    expect(board.unpricedSales).toBe(3);

    expect(board.revenueByWeek[0]!.period).toBe('2025-12-22');
    expect(board.revenueByWeek.filter((w) => w.sales > 0)).toEqual([
      { period: '2026-03-02', lamports: '3000000000', sol: 3, usd: 0, sales: 1, unpriced: 1 },
      { period: '2026-03-09', lamports: '2000000000', sol: 2, usd: 285.75, sales: 2, unpriced: 0 },
    ]);

    expect(board.conversion.filter((d) => d.opened > 0)).toEqual([
      { day: '2026-03-02', opened: 2, paid: 1 },
      { day: '2026-03-09', opened: 1, paid: 0 },
      { day: '2026-03-10', opened: 1, paid: 1 },
      { day: '2026-03-11', opened: 3, paid: 2 },
    ]);

    expect(board.topBought.map((t) => [t.name, t.lamports])).toEqual([
      ['golf.sol', '3000000000'],
      ['alpha.sol', '1500000000'],
      ['india.sol', '1000000000'],
      ['bravo.sol', '500000000'],
      ['hotel.sol', '250000000'],
    ]);

    expect(board.owed).toEqual({ orders: 3, lamports: '1500000000' });
  });

  it("adds each sale's USD rounded to the cent as its order page rounds it, not the day's unrounded sum", async () => {
    const day = '2026-03-04';
    const usdOn = async () => (await readSalesDashboard(NOW)).revenueByDay.find((d) => d.period === day)!;
    const before = await usdOn();
    // 0.001 SOL at 5.005 USD is 0.005005 USD: a cent on each order's page, so two cents on the dashboard.
    const sale = (name: string) =>
      row({ name, status: 'paid', sol: 0.001, created: `${day}T09:00:00Z`, paid: `${day}T09:01:00Z`, rate: 5.005 });
    await database()
      .db.insert(saleOrders)
      .values([sale('one'), sale('two')]);
    const perOrder = solToUsd(0.001, 5.005);
    expect(perOrder).toBe(0.01);
    const after = await usdOn();
    expect(after.sales - before.sales).toBe(2);
    expect(Math.round((after.usd - before.usd) * 100)).toBe(2 * perOrder * 100);
  });
});
