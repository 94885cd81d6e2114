import { isOrderId } from '../../api/params';
import 'server-only';
import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '../../db';
import { saleOrders } from '../../db/schema';
import { ORDER_STATUSES, type OrderStatus } from '../../rules/order-states';
import type { SaleOrder } from './sale-orders';
import { DAY_MS } from '../../rules/time';

const ORDER_PAGE_SIZE = 50;

const DATE_TEXT = /^\d{4}-\d{2}-\d{2}$/;

export interface OrderFilters {
  status?: OrderStatus;
  /** First day included, YYYY-MM-DD (UTC). */
  from?: string;
  /** Last day included, YYYY-MM-DD (UTC). */
  to?: string;
  /** Part of the name. */
  name?: string;
  /** The paying wallet, exactly. */
  buyer?: string;
  /** An order id, a payment signature or reference, a buyer wallet, or part of a name. */
  search?: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function day(text: string | undefined, plusDays = 0): Date | null {
  if (!text || !DATE_TEXT.test(text)) return null;
  const date = new Date(`${text}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime())) return null;
  return new Date(date.getTime() + plusDays * DAY_MS);
}

/** The filters as SQL; a filter that cannot be read (a malformed day) is left out rather than refused. */
function conditions(filters: OrderFilters, { withStatus = true } = {}): SQL | undefined {
  const from = day(filters.from);
  const to = day(filters.to, 1);
  const name = filters.name?.trim().toLowerCase();
  const search = filters.search?.trim();
  return and(
    withStatus && filters.status ? eq(saleOrders.status, filters.status) : undefined,
    from ? gte(saleOrders.createdAt, from) : undefined,
    to ? lt(saleOrders.createdAt, to) : undefined,
    name ? ilike(saleOrders.domainName, `%${escapeLike(name)}%`) : undefined,
    filters.buyer?.trim() ? eq(saleOrders.buyer, filters.buyer.trim()) : undefined,
    search
      ? or(
          ilike(saleOrders.domainName, `%${escapeLike(search.toLowerCase())}%`),
          eq(saleOrders.buyer, search),
          eq(saleOrders.signature, search),
          eq(saleOrders.reference, search),
          isOrderId(search) ? eq(saleOrders.id, search) : undefined,
        )
      : undefined,
  );
}

export interface OrderPage {
  orders: SaleOrder[];
  /** The id to pass as `after` for the next (older) page, or null on the last page. */
  older: string | null;
  /** The id to pass as `before` for the previous (newer) page, or null on the first page. */
  newer: string | null;
}

/**
 * One page of orders, newest first, paged by keyset on (created_at, id): the cursor is an order id, so a page deep in
 * 100k orders costs what the first page costs, and an order created while paging never shifts a page.
 * `after`: the page older than that order; `before`: the page newer than it.
 */
export async function readOrderPage(
  filters: OrderFilters,
  { after, before, limit = ORDER_PAGE_SIZE }: { after?: string; before?: string; limit?: number } = {},
): Promise<OrderPage> {
  const db = await getDb();
  const cursor = before && isOrderId(before) ? before : after && isOrderId(after) ? after : undefined;
  const backwards = cursor !== undefined && cursor === before;
  const key = sql`(${saleOrders.createdAt}, ${saleOrders.id})`;
  const at = sql`(select c.created_at, c.id from sale_orders c where c.id = ${cursor})`;
  const rows = await db
    .select()
    .from(saleOrders)
    .where(and(conditions(filters), cursor ? (backwards ? sql`${key} > ${at}` : sql`${key} < ${at}`) : undefined))
    .orderBy(
      ...(backwards
        ? [asc(saleOrders.createdAt), asc(saleOrders.id)]
        : [desc(saleOrders.createdAt), desc(saleOrders.id)]),
    )
    .limit(limit + 1);
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  if (backwards) page.reverse();
  const first = page[0]?.id ?? null;
  const last = page.at(-1)?.id ?? null;
  return {
    orders: page,
    older: backwards ? (cursor ? last : null) : more ? last : null,
    newer: backwards ? (more ? first : null) : cursor ? first : null,
  };
}

/** How many orders match the filters (the status filter aside), per status. */
export async function countOrdersByStatus(filters: OrderFilters): Promise<Record<OrderStatus, number>> {
  const db = await getDb();
  const rows = await db
    .select({ status: saleOrders.status, n: count() })
    .from(saleOrders)
    .where(conditions(filters, { withStatus: false }))
    .groupBy(saleOrders.status);
  const totals = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const row of rows) totals[row.status as OrderStatus] = Number(row.n);
  return totals;
}
