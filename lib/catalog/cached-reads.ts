import 'server-only';
import { asc, count, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { getDb, isDatabaseUnavailable } from '../db';
import { domains } from '../db/schema';
import { CATALOG_READ_DEFAULT, CATALOG_READ_MAX } from '../rules/catalog-limits';
import { normalizeSearchTerm } from '../rules/catalog-search';
import { LISTS_TAG, domainTag, keepNoCopy, tagCatalogRead } from './cache';
import { baseSql, filtersToSql, isSimilarSearch, orderToSql } from './filters';
import { rankedSearchPage, rowsById, searchRows } from './search-reads';
import { searchCandidatesSql, searchCountSql } from './search-sql';
import { rowToDomain } from './rows';
import type { Domain, DomainFilters } from './types';

// The catalogue's reads as Next.js keeps them: each a `'use cache'` function, tagged (lib/catalog/cache.ts), whose
// SQL runs on indexes (docs/architecture-reference.md "The catalogue at scale"). lib/catalog/index.ts answers from
// them, or from the fallback set when the database cannot be reached.

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
    const rows = await searchRows<{ id: number }>(
      sql`${searchCandidatesSql({ term, base: baseSql(filters), need: 1 })}`,
    );
    return rows.length > 0;
  });
}

async function withSearchMode(filters: DomainFilters): Promise<DomainFilters> {
  const term = normalizeSearchTerm(filters.search);
  if (!term || filters.similar !== undefined || filters.afterRank !== undefined) return filters;
  const found = valueOf(await searchFinds({ ...filters, after: undefined, offset: undefined }, term));
  return { ...filters, similar: !found };
}

export const readLimit = (filters: DomainFilters) => Math.min(filters.limit ?? CATALOG_READ_DEFAULT, CATALOG_READ_MAX);

interface Listed {
  rows: Domain[];
  similar: boolean;
}

export async function listDomains(requested: DomainFilters): Promise<Read<Listed>> {
  'use cache';
  tagCatalogRead(LISTS_TAG);
  return attempt(async () => {
    const term = normalizeSearchTerm(requested.search);
    if (term && isFirstRankedPage(requested)) {
      // The first page of a ranked search answers whether anything matches: only an empty one asks for similar names.
      const rows = await rankedSearchPage(requested, term, readLimit(requested));
      if (rows.length) return { rows, similar: false };
      return { rows: await listRows({ ...requested, similar: true }), similar: true };
    }
    const filters = await withSearchMode(requested);
    return { rows: await listRows(filters), similar: filters.similar === true };
  });
}

/** A search's first page in rank order, its mode not yet known: no cursor, no offset, no sort. */
const isFirstRankedPage = (filters: DomainFilters) =>
  filters.similar === undefined &&
  filters.afterRank === undefined &&
  filters.after === undefined &&
  !filters.offset &&
  !filters.sort;

async function listRows(filters: DomainFilters): Promise<Domain[]> {
  const limit = readLimit(filters);
  const term = normalizeSearchTerm(filters.search);
  if (term && !isSimilarSearch(filters) && !filters.sort) return rankedSearchPage(filters, term, limit);
  const db = await getDb();
  const offset = filters.offset ?? 0;
  const where = filtersToSql(filters, { pageOnly: true, need: offset + limit });
  const order = orderToSql(filters);
  if (term && !isSimilarSearch(filters)) {
    const page = await searchRows<{ id: number }>(
      sql`select ${domains.id} as id from ${domains} where ${where} order by ${sql.join(order, sql`, `)} offset ${offset} limit ${limit}`,
    );
    return rowsById(page.map((row) => Number(row.id)));
  }
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

export async function countMatching(requested: DomainFilters, cap: number): Promise<Read<number>> {
  'use cache';
  tagCatalogRead(LISTS_TAG);
  return attempt(async () => {
    const term = normalizeSearchTerm(requested.search);
    const modeKnown = requested.similar !== undefined || requested.afterRank !== undefined;
    if (term && !isSimilarSearch(requested)) {
      const [row] = await searchRows<{ n: number | string }>(searchCountSql(baseSql(requested), term, cap));
      // Nothing matches exactly when nothing contains the term: then the count is of the similar names.
      if (modeKnown || Number(row?.n ?? 0) > 0) return Number(row?.n ?? 0);
    }
    const filters = term && !modeKnown ? { ...requested, similar: true } : requested;
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

export async function findDomain(name: string): Promise<Read<Domain | null>> {
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

export async function countEveryDomain(): Promise<Read<number>> {
  'use cache';
  tagCatalogRead(LISTS_TAG);
  return attempt(async () => {
    const db = await getDb();
    const [row] = await db.select({ n: count() }).from(domains);
    return Number(row?.n ?? 0);
  });
}

export async function sitemapSlice(start: number, size: number): Promise<Read<{ slug: string; updatedAt: string }[]>> {
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
