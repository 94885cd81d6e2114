import 'server-only';
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { getDb } from '../db';
import { domains, nameViews, saleOrders } from '../db/schema';
import { utcDay } from '../rules/rewards';

export interface ViewedName {
  slug: string;
  name: string;
  views: number;
  /** Whether the name has a kept sale (paid or fulfilled). */
  bought: boolean;
}

/**
 * Counts one view of a name's page for its UTC day (an upsert on (slug, day)). Names the catalogue does not hold are
 * not counted, so the table stays bounded by the catalogue times the days. Returns whether it counted.
 */
export async function recordNameView(slug: string, now = new Date()): Promise<boolean> {
  const db = await getDb();
  const [known] = await db.select({ slug: domains.slug }).from(domains).where(eq(domains.slug, slug)).limit(1);
  if (!known) return false;
  await db
    .insert(nameViews)
    .values({ slug, day: utcDay(now), views: 1 })
    .onConflictDoUpdate({ target: [nameViews.slug, nameViews.day], set: { views: sql`${nameViews.views} + 1` } });
  return true;
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
