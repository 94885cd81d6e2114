import 'server-only';
import { and, gt, inArray, max } from 'drizzle-orm';
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
 * query: a page reads this once for all its cards, never per card.
 */
export async function readNameHolds(now: Date = new Date()): Promise<NameHold[]> {
  const db = await getDb();
  const until = max(saleOrders.expiresAt);
  const rows = await db
    .select({ slug: saleOrders.domainSlug, until })
    .from(saleOrders)
    .where(and(inArray(saleOrders.status, [...NAME_HOLDING_STATUSES]), gt(saleOrders.expiresAt, now)))
    .groupBy(saleOrders.domainSlug)
    .limit(NAME_HOLDS_LIMIT);
  return rows.map((row) => ({ slug: row.slug, until: new Date(row.until!).toISOString() }));
}
