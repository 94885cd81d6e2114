import 'server-only';
import { createHmac } from 'node:crypto';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { sessionSecret } from '../auth/secrets';
import { getDb } from '../db';
import { domains, nameViews, nameViewVisitors, saleOrders } from '../db/schema';
import { utcDay } from '../rules/rewards';

export interface ViewedName {
  slug: string;
  name: string;
  views: number;
  /** Whether the name has a kept sale (paid or fulfilled). */
  bought: boolean;
}

/**
 * The key a visitor is counted under for a day: a keyed hash (HMAC with the session secret) of the address and the
 * day, so the table holds nothing personal and one day's keys cannot be matched with another's.
 */
function viewVisitorKey(address: string, day: string): string {
  return createHmac('sha256', sessionSecret()).update(`name-view:${day}:${address}`).digest('hex').slice(0, 32);
}

/**
 * Counts one view of a name's page for its UTC day, once per visitor (`address`), name and day. Names the catalogue
 * does not hold are not counted, so the tables stay bounded by the catalogue times the days (and the visitors of
 * today). Returns whether it counted.
 */
export async function recordNameView(slug: string, address: string, now = new Date()): Promise<boolean> {
  const db = await getDb();
  const [known] = await db.select({ slug: domains.slug }).from(domains).where(eq(domains.slug, slug)).limit(1);
  if (!known) return false;
  const day = utcDay(now);
  return db.transaction(async (tx) => {
    // Yesterday's visitors are no longer needed to tell today's apart.
    await tx.delete(nameViewVisitors).where(lt(nameViewVisitors.day, day));
    const first = await tx
      .insert(nameViewVisitors)
      .values({ day, slug, visitorKey: viewVisitorKey(address, day) })
      .onConflictDoNothing()
      .returning({ slug: nameViewVisitors.slug });
    if (first.length === 0) return false;
    await tx
      .insert(nameViews)
      .values({ slug, day, views: 1 })
      .onConflictDoUpdate({ target: [nameViews.slug, nameViews.day], set: { views: sql`${nameViews.views} + 1` } });
    return true;
  });
}

/** The most viewed names since `fromDay` (YYYY-MM-DD, UTC), most views first, each with whether it was bought. */
export async function readTopViewed(fromDay: string, limit: number): Promise<ViewedName[]> {
  const db = await getDb();
  const total = sql<number>`sum(${nameViews.views})::int`;
  const rows = await db
    .select({ slug: nameViews.slug, name: domains.name, views: total })
    .from(nameViews)
    .innerJoin(domains, eq(domains.slug, nameViews.slug))
    .where(gte(nameViews.day, fromDay))
    .groupBy(nameViews.slug, domains.name)
    .orderBy(desc(total), nameViews.slug)
    .limit(limit);
  if (rows.length === 0) return [];
  const sold = await db
    .select({ slug: saleOrders.domainSlug })
    .from(saleOrders)
    .where(
      and(
        inArray(
          saleOrders.domainSlug,
          rows.map((r) => r.slug),
        ),
        inArray(saleOrders.status, ['paid', 'fulfilled']),
      ),
    );
  const bought = new Set(sold.map((s) => s.slug));
  return rows.map((r) => ({ slug: r.slug, name: r.name, views: Number(r.views), bought: bought.has(r.slug) }));
}
