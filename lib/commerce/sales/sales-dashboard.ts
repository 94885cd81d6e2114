import 'server-only';
import { and, count, desc, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { readTopViewed, type ViewedName } from '../../catalog/name-views';
import { getDb } from '../../db';
import { saleOrders } from '../../db/schema';
import type { SalesMode } from '../../rules/sales-mode';
import { currentSettings } from '../../settings';
import { ordersOfMode } from '../orders/order-mode';
import { NAME_SOLD_STATUSES, ORDER_STATUSES, type OrderStatus } from '../../rules/order-states';
import { LAMPORTS_PER_SOL, lamportsToSol } from '../../rules/money';
import { DAY_MS } from '../../rules/time';

export const SALES_DAYS = 30;
export const SALES_WEEKS = 12;
const TOP_NAMES = 10;

/** A sale the shop keeps: paid and not refunded (docs/operators.md, "Dashboard"). */
const SOLD: OrderStatus[] = [...NAME_SOLD_STATUSES];

export interface RevenuePoint {
  /** YYYY-MM-DD (UTC): the day, or the Monday that starts the week. */
  period: string;
  lamports: string;
  sol: number;
  /** USD at each sale's recorded rate, to the cent, over the sales that have one. */
  usd: number;
  sales: number;
  /** Sales in the period with no recorded SOL/USD rate (left out of `usd`). */
  unpriced: number;
}

export interface ConversionDay {
  day: string;
  opened: number;
  /** Orders opened that day that were paid in full (paid_at set), whatever became of them later. */
  paid: number;
}

interface TopName {
  name: string;
  lamports: string;
  paidAt: string;
}

export interface SalesDashboard {
  revenueByDay: RevenuePoint[];
  revenueByWeek: RevenuePoint[];
  byStatus: { status: OrderStatus; orders: number }[];
  conversion: ConversionDay[];
  topBought: TopName[];
  owed: { orders: number; lamports: string };
  /** Kept sales, ever, with no SOL/USD rate recorded (the price service could not say when they sold). */
  unpricedSales: number;
  /** The most viewed names of the last SALES_DAYS days, with whether each was bought (lib/catalog/name-views.ts). */
  topViewed: ViewedName[];
  /** Orders of any status ever opened: 0 means "No sales yet" rather than empty charts. */
  totalOrders: number;
}

const utcDay = (date: Date) => date.toISOString().slice(0, 10);
const startOfUtcDay = (now: Date, daysBack: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysBack));
const toSol = lamportsToSol;

/** Every period from `start`, `step` days apart, with the rows' totals where there are any and zero elsewhere. */
function fill(
  start: Date,
  periods: number,
  stepDays: number,
  rows: { period: string; lamports: string; usdCents: number | string; sales: number; unpriced: number }[],
): RevenuePoint[] {
  const byPeriod = new Map(rows.map((r) => [r.period, r]));
  return Array.from({ length: periods }, (_, i) => {
    const period = utcDay(new Date(start.getTime() + i * stepDays * DAY_MS));
    const row = byPeriod.get(period);
    const lamports = row ? String(row.lamports) : '0';
    return {
      period,
      lamports,
      sol: toSol(lamports),
      usd: Math.round(Number(row?.usdCents ?? 0)) / 100,
      sales: Number(row?.sales ?? 0),
      unpriced: Number(row?.unpriced ?? 0),
    };
  });
}

async function revenue(start: Date, unit: 'day' | 'week', mode: SalesMode) {
  const db = await getDb();
  const bucket = sql<string>`to_char(date_trunc(${unit}, ${saleOrders.paidAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  return db
    .select({
      period: bucket,
      lamports: sql<string>`sum(${saleOrders.amountLamports})::text`,
      // Each sale's USD rounded to the cent as solToUsd rounds it on the order page, then summed (docs/operators.md "Dashboard").
      usdCents: sql<number>`coalesce(sum(round(${saleOrders.amountLamports}::numeric * ${saleOrders.solUsdRate}::numeric * 100 / ${LAMPORTS_PER_SOL})), 0)::float8`,
      sales: sql<number>`count(*)::int`,
      unpriced: sql<number>`(count(*) filter (where ${saleOrders.solUsdRate} is null))::int`,
    })
    .from(saleOrders)
    .where(and(ordersOfMode(mode), inArray(saleOrders.status, SOLD), gte(saleOrders.paidAt, start)))
    .groupBy(sql`1`);
}

async function conversion(start: Date, mode: SalesMode): Promise<ConversionDay[]> {
  const db = await getDb();
  const rows = await db
    .select({
      day: sql<string>`to_char(${saleOrders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
      opened: sql<number>`count(*)::int`,
      paid: sql<number>`(count(*) filter (where ${saleOrders.paidAt} is not null))::int`,
    })
    .from(saleOrders)
    .where(and(ordersOfMode(mode), gte(saleOrders.createdAt, start)))
    .groupBy(sql`1`);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return Array.from({ length: SALES_DAYS }, (_, i) => {
    const day = utcDay(new Date(start.getTime() + i * DAY_MS));
    const row = byDay.get(day);
    return { day, opened: Number(row?.opened ?? 0), paid: Number(row?.paid ?? 0) };
  });
}

/** Lamports the seller owes back, summed over orders (the rule of owedLamports in lib/rules/payments.ts, in SQL). */
async function owed(mode: SalesMode) {
  const db = await getDb();
  const owes = sql`(${saleOrders.receivedLamports} - ${saleOrders.refundedLamports} - case when ${saleOrders.status} in ('paid', 'fulfilled') then ${saleOrders.amountLamports} else 0 end)`;
  const [row] = await db
    .select({ orders: sql<number>`count(*)::int`, lamports: sql<string>`coalesce(sum(${owes}), 0)::text` })
    .from(saleOrders)
    .where(and(ordersOfMode(mode), sql`${saleOrders.receivedLamports} > 0 and ${owes} > 0`));
  return { orders: Number(row?.orders ?? 0), lamports: String(row?.lamports ?? '0') };
}

/**
 * The dashboard's sales figures, as SQL aggregates over sale_orders (UTC days; weeks start on Monday). Revenue is the
 * price of each kept sale on the day it was paid; refunded and late payments are not revenue. One mode's orders only:
 * test and live never mix. See docs/operators.md.
 */
export async function readSalesDashboard(
  now = new Date(),
  mode: SalesMode = currentSettings().mode,
): Promise<SalesDashboard> {
  const db = await getDb();
  const dayStart = startOfUtcDay(now, SALES_DAYS - 1);
  const monday = startOfUtcDay(now, (now.getUTCDay() + 6) % 7);
  const weekStart = new Date(monday.getTime() - (SALES_WEEKS - 1) * 7 * DAY_MS);
  const [days, weeks, statuses, opened, top, owedTotal, [unpriced], viewed] = await Promise.all([
    revenue(dayStart, 'day', mode),
    revenue(weekStart, 'week', mode),
    db
      .select({ status: saleOrders.status, orders: count() })
      .from(saleOrders)
      .where(ordersOfMode(mode))
      .groupBy(saleOrders.status),
    conversion(dayStart, mode),
    db
      .select({ name: saleOrders.domainName, lamports: saleOrders.amountLamports, paidAt: saleOrders.paidAt })
      .from(saleOrders)
      .where(and(ordersOfMode(mode), inArray(saleOrders.status, SOLD), isNotNull(saleOrders.paidAt)))
      .orderBy(desc(saleOrders.amountLamports), desc(saleOrders.paidAt))
      .limit(TOP_NAMES),
    owed(mode),
    db
      .select({ n: count() })
      .from(saleOrders)
      .where(and(ordersOfMode(mode), inArray(saleOrders.status, SOLD), isNull(saleOrders.solUsdRate))),
    readTopViewed(utcDay(dayStart), TOP_NAMES),
  ]);
  const statusCounts = new Map(statuses.map((s) => [s.status, Number(s.orders)]));
  return {
    revenueByDay: fill(dayStart, SALES_DAYS, 1, days),
    revenueByWeek: fill(weekStart, SALES_WEEKS, 7, weeks),
    byStatus: ORDER_STATUSES.map((status) => ({ status, orders: statusCounts.get(status) ?? 0 })),
    conversion: opened,
    topBought: top.map((t) => ({ name: t.name, lamports: t.lamports.toString(), paidAt: t.paidAt!.toISOString() })),
    owed: owedTotal,
    unpricedSales: Number(unpriced?.n ?? 0),
    topViewed: viewed,
    totalOrders: [...statusCounts.values()].reduce((sum, n) => sum + n, 0),
  };
}
