import 'server-only';
import { asc, count, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { getDb, isDatabaseUnavailable } from '../db';
import {
  CATALOG_READ_DEFAULT,
  CATALOG_READ_MAX,
  FLASH_RACK_LIST_LIMIT,
  PREMIUM_LIST_LIMIT,
  SCAV_RACK_LIMIT,
} from '../rules/catalog-limits';
import { domains } from '../db/schema';
import { cached, noteFallbackRead } from './cache';
import { fallbackDomains } from './fallback';
import { normalizeSearchTerm } from '../rules/catalog-search';
import { applyFilters, filtersToSql, matchesFilters, orderToSql, searchCandidatesSql } from './filters';
import { rowToDomain } from './rows';
import type { Domain, DomainFilters, DomainList } from './types';

export type { Domain, DomainFilters, DomainList, CatalogSource } from './types';
export { FALLBACK_NOTICE } from './fallback';
export { invalidateCatalog } from './cache';

export class CatalogUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('Failed to load domain data', { cause });
  }
}

function logFallback(error: unknown) {
  noteFallbackRead();
  console.warn(
    '[catalog] database unavailable, serving fallback data:',
    error instanceof Error ? error.message : error,
  );
}

/** A search that nothing contains looks for similar names instead ("did you mean"). */
async function withSearchMode(filters: DomainFilters): Promise<DomainFilters> {
  const term = normalizeSearchTerm(filters.search);
  if (!term || filters.similar !== undefined || filters.afterRank !== undefined) return filters;
  const found = await cached(
    `search-mode:${JSON.stringify({ ...filters, after: undefined, offset: undefined })}`,
    async () => {
      const db = await getDb();
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(sql`(${searchCandidatesSql(filters, term, false, { anyOrder: true })}) as candidates`)
        .limit(1);
      return row !== undefined;
    },
  );
  return { ...filters, similar: !found };
}

const readLimit = (filters: DomainFilters) => Math.min(filters.limit ?? CATALOG_READ_DEFAULT, CATALOG_READ_MAX);

/**
 * docs/product.md §7 "Read domains": every filter, ordered by name (or by search rank, or the sort asked for),
 * at most CATALOG_READ_MAX rows: every filter, sort and page runs in SQL on indexes (docs/architecture.md
 * "The catalogue at scale").
 */
export async function readDomains(filters: DomainFilters = {}): Promise<DomainList> {
  const limit = readLimit(filters);
  try {
    const list = await cached(`list:${JSON.stringify(filters)}`, async () => {
      filters = await withSearchMode(filters);
      const db = await getDb();
      const where = filtersToSql(filters, { pageOnly: true });
      const order = orderToSql(filters);
      const offset = filters.offset ?? 0;
      if (offset === 0) {
        const rows = await db
          .select()
          .from(domains)
          .where(where)
          .orderBy(...order)
          .limit(limit);
        return rows.map(rowToDomain);
      }
      // A deep page walks the index for the names only (no row is read for the ones skipped), then reads its own.
      // In name order the planner would rather sort every match than walk the name index past the skipped ones
      // (75 ms against 20 at page 2,000 of a category with a price range): sorting is made its last resort here.
      const byName = !filters.sort?.startsWith('price') && !normalizeSearchTerm(filters.search);
      const page = await db.transaction(async (tx) => {
        if (byName) await tx.execute(sql`set local enable_sort = off`);
        return tx
          .select({ name: domains.name })
          .from(domains)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset);
      });
      const names = page.map((row) => row.name);
      const rows = names.length ? await db.select().from(domains).where(inArray(domains.name, names)) : [];
      const rowsByName = new Map(rows.map((row) => [row.name, row]));
      return names.flatMap((name) => {
        const row = rowsByName.get(name);
        return row ? [rowToDomain(row)] : [];
      });
    });
    return { domains: list, source: 'database' };
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    logFallback(error);
    return { domains: applyFilters(fallbackDomains, filters, limit), source: 'fallback' };
  }
}

/**
 * How many names match, counted up to `cap` (a count of a million rows is not worth its time: a view that
 * passes the cap says "more than").
 */
export async function countDomains(
  filters: DomainFilters,
  cap: number,
): Promise<{ count: number; capped: boolean; source: DomainList['source'] }> {
  try {
    const total = await cached(`count:${cap}:${JSON.stringify(filters)}`, async () => {
      filters = await withSearchMode(filters);
      const db = await getDb();
      const matching = db
        .select({ one: sql`1` })
        .from(domains)
        .where(filtersToSql({ ...filters, after: undefined }))
        .limit(cap + 1)
        .as('matching');
      const [row] = await db.select({ n: count() }).from(matching);
      return Number(row?.n ?? 0);
    });
    return { count: Math.min(total, cap), capped: total > cap, source: 'database' };
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    logFallback(error);
    const total = fallbackDomains.filter((d) => matchesFilters(d, filters)).length;
    return { count: Math.min(total, cap), capped: total > cap, source: 'fallback' };
  }
}

const toName = (nameOrSlug: string) => {
  const lower = nameOrSlug.trim().toLowerCase();
  return lower.endsWith('.sol') ? lower : `${lower}.sol`;
};

/**
 * docs/product.md §7 "Read one domain" by name or slug. Null when it does not exist. When the database is
 * down, a fallback domain is still answered; any other throws CatalogUnavailableError.
 */
export async function readDomain(nameOrSlug: string): Promise<{ domain: Domain | null; source: DomainList['source'] }> {
  const name = toName(nameOrSlug);
  try {
    const domain = await cached(`one:${name}`, async () => {
      const db = await getDb();
      const [row] = await db
        .select()
        .from(domains)
        .where(or(eq(domains.name, name), eq(domains.slug, name.slice(0, -4))))
        .limit(1);
      return row ? rowToDomain(row) : null;
    });
    return { domain, source: 'database' };
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    logFallback(error);
    const domain = fallbackDomains.find((d) => d.name === name);
    if (!domain) throw new CatalogUnavailableError(error);
    return { domain, source: 'fallback' };
  }
}

// The spec's helper reads (docs/product.md §7).
export const readDomainsByCategory = (category: Domain['category'], limit?: number) => readDomains({ category, limit });
export const readScavDomains = () => readDomains({ category: 'scav', limit: SCAV_RACK_LIMIT });
export const readBasementDomains = () => readDomains({ category: 'basement' });
export const readVaultedDomains = () => readDomains({ vaulted: true });
export const readFeaturedDomains = (limit?: number) => readDomains({ featured: true, limit });
export const readPremiumDomains = () => readDomains({ category: 'premium', limit: PREMIUM_LIST_LIMIT });
export const readFlashRackDomains = () => readDomains({ category: 'flashRack', limit: FLASH_RACK_LIST_LIMIT });
export const searchDomains = (search: string, limit?: number) => readDomains({ search, limit });
export const readDomainsByTags = (tags: string[], limit?: number) => readDomains({ tags, limit });
export const readAvailableDomains = (limit?: number) => readDomains({ listed: true, available: true, limit });

/** How many names the catalogue holds (the sitemap index's size); fallback: the fallback set. */
export async function countAllDomains(): Promise<number> {
  try {
    return await cached('count:all', async () => {
      const db = await getDb();
      const [row] = await db.select({ n: count() }).from(domains);
      return Number(row?.n ?? 0);
    });
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    logFallback(error);
    return fallbackDomains.length;
  }
}

/** One sitemap file's names in id order (`size` rows from `start`), with the time each row last changed. */
export async function readSitemapDomains(start: number, size: number): Promise<{ slug: string; updatedAt: string }[]> {
  try {
    return await cached(`sitemap:${start}:${size}`, async () => {
      const db = await getDb();
      // The file's first id from the primary key alone, then its rows in id order.
      const first = db.select({ id: domains.id }).from(domains).orderBy(asc(domains.id)).limit(1).offset(start);
      const rows = await db
        .select({ slug: domains.slug, updatedAt: domains.updatedAt })
        .from(domains)
        .where(gte(domains.id, sql`(${first})`))
        .orderBy(asc(domains.id))
        .limit(size);
      return rows.map((row) => ({ slug: row.slug, updatedAt: row.updatedAt.toISOString() }));
    });
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    logFallback(error);
    return fallbackDomains.slice(start, start + size).map(({ slug, updatedAt }) => ({ slug, updatedAt }));
  }
}
