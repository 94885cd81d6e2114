import 'server-only';
import { and, gt, inArray, max, sql } from 'drizzle-orm';
import { getDb } from '../db';
import { saleOrders } from '../db/schema';
import { NAME_HOLDS_LIMIT } from '../rules/name-hold';
import { NAME_HOLDING_STATUSES } from '../rules/order-states';

export interface NameHold {
  slug: string;
  /** When the hold ends (ISO time): the open order's expiry. */
  until: string;
}

/** GET /api/holds. */
export interface NameHoldsAnswer {
  holds: NameHold[];
}

/**
 * Every name an open order holds now (lib/rules/order-states.ts NAME_HOLDING_STATUSES, not yet expired), in one
 * query: a page reads this once for all its cards, never per card. A name held by an order `wallet` opened is left
 * out: its Buy takes that wallet back to its own order.
 */
export async function readNameHolds(wallet: string | null = null, now: Date = new Date()): Promise<NameHold[]> {
  const db = await getDb();
  const until = max(saleOrders.expiresAt);
  const open = and(inArray(saleOrders.status, [...NAME_HOLDING_STATUSES]), gt(saleOrders.expiresAt, now));
  const rows = await db
    .select({ slug: saleOrders.domainSlug, until })
    .from(saleOrders)
    .where(open)
    .groupBy(saleOrders.domainSlug)
    .having(wallet ? sql`not bool_or(${saleOrders.openedBy} is not distinct from ${wallet})` : undefined)
    .orderBy(saleOrders.domainSlug)
    .limit(NAME_HOLDS_LIMIT);
  return rows.map((row) => ({ slug: row.slug, until: new Date(row.until!).toISOString() }));
}
