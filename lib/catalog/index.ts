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
import { LISTS_TAG, domainTag, keepNoCopy, noteFallbackRead, tagCatalogRead } from './cache';
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
  console.warn('[catalog] database unavailable, serving fallback data:', error);
}

/**
 * A read as kept. An unreachable database is answered as a value, kept for no time: Next.js turns an error thrown
 * inside `'use cache'` into an anonymous one, and the fallback set would be lost with it.
 */
type Read<T> = { ok: true; value: T } | { ok: false; error: string };

class DatabaseUnreachable extends Error {}

async function attempt<T>(load: () => Promise<T>): Promise<Read<T>> {
  try {
    return { ok: true, value: await load() };
  } catch (error) {
    if (!(error instanceof DatabaseUnreachable) && !isDatabaseUnavailable(error)) throw error;
    keepNoCopy();
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

function valueOf<T>(read: Read<T>): T {
  if (!read.ok) throw new DatabaseUnreachable(read.error);
  return read.value;
}

/** Whether anything contains the search at all (else the search looks for similar names: "did you mean"). */
async function searchFinds(filters: DomainFilters, term: string): Promise<Read<boolean>> {
  'use cache';
  tagCatalogRead(LISTS_TAG);
  return attempt(async () => {
    const db = await getDb();
    const [row] = await db
      .select({ one: sql<number>`1` })
      .from(sql`(${searchCandidatesSql(filters, term, false, { anyOrder: true })}) as candidates`)
      .limit(1);
    return row !== undefined;
  });
}

async function withSearchMode(filters: DomainFilters): Promise<DomainFilters> {
  const term = normalizeSearchTerm(filters.search);
  if (!term || filters.similar !== undefined || filters.afterRank !== undefined) return filters;
  const found = valueOf(await searchFinds({ ...filters, after: undefined, offset: undefined }, term));
  return { ...filters, similar: !found };
}

const readLimit = (filters: DomainFilters) => Math.min(filters.limit ?? CATALOG_READ_DEFAULT, CATALOG_READ_MAX);

interface Listed {
  rows: Domain[];
  similar: boolean;
}

async function listDomains(requested: DomainFilters): Promise<Read<Listed>> {
  'use cache';
  tagCatalogRead(LISTS_TAG);
  return attempt(async () => {
    const filters = await withSearchMode(requested);
    return { rows: await listRows(filters), similar: filters.similar === true };
  });
}

async function listRows(filters: DomainFilters): Promise<Domain[]> {
  const limit = readLimit(filters);
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
}

/**
 * docs/product.md §7 "Read domains": every filter, ordered by name (or by search rank, or the sort asked for),
 * at most CATALOG_READ_MAX rows: every filter, sort and page runs in SQL on indexes (docs/architecture.md
 * "The catalogue at scale").
 */
export async function readDomains(filters: DomainFilters = {}): Promise<DomainList> {
  const read = await listDomains(filters);
  if (read.ok)
    return { domains: read.value.rows, source: 'database', ...(read.value.similar ? { similar: true } : {}) };
  logFallback(read.error);
  return { domains: applyFilters(fallbackDomains, filters, readLimit(filters)), source: 'fallback' };
}

async function countMatching(requested: DomainFilters, cap: number): Promise<Read<number>> {
  'use cache';
  tagCatalogRead(LISTS_TAG);
  return attempt(async () => {
    const filters = await withSearchMode(requested);
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
}

/**
 * How many names match, counted up to `cap` (a count of a million rows is not worth its time: a view that
 * passes the cap says "more than").
 */
export async function countDomains(
  filters: DomainFilters,
  cap: number,
): Promise<{ count: number; capped: boolean; source: DomainList['source'] }> {
  const read = await countMatching(filters, cap);
  if (read.ok) return { count: Math.min(read.value, cap), capped: read.value > cap, source: 'database' };
  logFallback(read.error);
  const total = fallbackDomains.filter((d) => matchesFilters(d, filters)).length;
  return { count: Math.min(total, cap), capped: total > cap, source: 'fallback' };
}

const toName = (nameOrSlug: string) => {
  const lower = nameOrSlug.trim().toLowerCase();
  return lower.endsWith('.sol') ? lower : `${lower}.sol`;
};

async function findDomain(name: string): Promise<Read<Domain | null>> {
  'use cache';
  tagCatalogRead(domainTag(name));
  const read = await attempt(async () => {
    const db = await getDb();
    const [row] = await db
      .select()
      .from(domains)
      .where(or(eq(domains.name, name), eq(domains.slug, name.slice(0, -4))))
      .limit(1);
    return row ? rowToDomain(row) : null;
  });
  // Found by its slug under another name: a sale expires the tag of the name.
  if (read.ok && read.value && read.value.name !== name) tagCatalogRead(domainTag(read.value.name));
  return read;
}

/**
 * docs/product.md §7 "Read one domain" by name or slug. Null when it does not exist. When the database is
 * down, a fallback domain is still answered; any other throws CatalogUnavailableError.
 */
export async function readDomain(nameOrSlug: string): Promise<{ domain: Domain | null; source: DomainList['source'] }> {
  const name = toName(nameOrSlug);
  const read = await findDomain(name);
  if (read.ok) return { domain: read.value, source: 'database' };
  logFallback(read.error);
  const domain = fallbackDomains.find((d) => d.name === name);
  if (!domain) throw new CatalogUnavailableError(read.error);
  return { domain, source: 'fallback' };
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

async function countEveryDomain(): Promise<Read<number>> {
  'use cache';
  tagCatalogRead(LISTS_TAG);
  return attempt(async () => {
    const db = await getDb();
    const [row] = await db.select({ n: count() }).from(domains);
    return Number(row?.n ?? 0);
  });
}

/** How many names the catalogue holds (the sitemap index's size); fallback: the fallback set. */
export async function countAllDomains(): Promise<number> {
  const read = await countEveryDomain();
  if (read.ok) return read.value;
  logFallback(read.error);
  return fallbackDomains.length;
}

async function sitemapSlice(start: number, size: number): Promise<Read<{ slug: string; updatedAt: string }[]>> {
  'use cache';
  tagCatalogRead(LISTS_TAG);
  return attempt(async () => {
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
}

/** One sitemap file's names in id order (`size` rows from `start`), with the time each row last changed. */
export async function readSitemapDomains(start: number, size: number): Promise<{ slug: string; updatedAt: string }[]> {
  const read = await sitemapSlice(start, size);
  if (read.ok) return read.value;
  logFallback(read.error);
  return fallbackDomains.slice(start, start + size).map(({ slug, updatedAt }) => ({ slug, updatedAt }));
}
