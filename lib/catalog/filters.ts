import { and, asc, desc, eq, gt, gte, lte, sql, type SQL } from 'drizzle-orm';
import { domains } from '../db/schema';
import {
  SEARCH_CANDIDATES,
  SEARCH_MIN_SUBSTRING_LENGTH,
  normalizeSearchTerm,
  searchRank,
  type SearchRank,
} from '../rules/catalog-search';
import { escapeLike, searchCandidatesSql, searchTextSql } from './search-sql';
import type { Domain, DomainFilters } from './types';

/** A search's rank in SQL; the same buckets as searchRank() in lib/rules/catalog-search.ts. */
function searchRankSql(term: string): SQL<number> {
  const contains = `%${escapeLike(term)}%`;
  return sql<number>`(case
    when ${domains.slug} = ${term} then 0
    when ${domains.slug} like ${`${escapeLike(term)}%`} then 1
    when ${domains.slug} like ${contains} then 2
    when ${searchTextSql} like ${contains} then 3
    else 4 end)`;
}

/**
 * Names only similar to the term (trigram `%`), asked for when nothing contains it: bounded, among the
 * SEARCH_CANDIDATES names sharing its first three letters (a trigram index scan of a letter pair every name holds
 * would read them all); domains_slug_c_idx holds the id and name, so no row is read.
 */
function similarCandidatesSql(filters: DomainFilters, term: string, pageOnly: boolean): SQL {
  const base = filtersToSql({ ...filters, search: undefined, after: undefined }) ?? sql`true`;
  const stem = `${escapeLike(term.slice(0, SEARCH_MIN_SUBSTRING_LENGTH))}%`;
  const near = sql`select id from (select id, ${domains.slug} as slug, ${domains.name} as name from domains
    where ${base} and (${domains.slug} collate "C") like ${stem} order by ${domains.slug} collate "C"
    limit ${SEARCH_CANDIDATES}) near where near.slug % ${term}`;
  if (!pageOnly || filters.sort) return near;
  // Similar names all rank alike, in name order: only the page's own rows go on to be read.
  const after = filters.after === undefined ? sql`` : sql` and near.name > ${filters.after}`;
  const end = (filters.offset ?? 0) + (filters.limit ?? SEARCH_CANDIDATES);
  return sql`${near}${after} order by near.name limit ${end}`;
}

/** The filters besides the search, as a condition. */
export const baseSql = (filters: DomainFilters) =>
  filtersToSql({ ...filters, search: undefined, after: undefined, offset: undefined }) ?? sql`true`;

/** A page of a search: its ids, ranks and names in that order (run with sequential scans off). */
export function rankedSearchPageSql(filters: DomainFilters, term: string, limit: number): SQL {
  const offset = filters.offset ?? 0;
  const after = filters.after === undefined ? undefined : { rank: filters.afterRank ?? 0, name: filters.after };
  const candidates = searchCandidatesSql({ term, base: baseSql(filters), need: offset + limit, after });
  return sql`select id, rank, name from (${candidates}) as c order by rank, name offset ${offset} limit ${limit}`;
}

/** A search's candidates of every rank for a read sorted otherwise (by price or name): `need` rows from each walk. */
function searchIdsSql(filters: DomainFilters, term: string, need: number): SQL {
  return sql`select id from (${searchCandidatesSql({ term, base: baseSql(filters), need, allRanks: true })}) as matched`;
}

/**
 * The filters as a SQL condition (undefined: no condition). `pageOnly`: a read of one page (not a count), so a
 * similar-names search may stop at the page.
 */
export function filtersToSql(
  filters: DomainFilters,
  { pageOnly = false, need = SEARCH_CANDIDATES }: { pageOnly?: boolean; need?: number } = {},
): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.listed !== undefined) conditions.push(eq(domains.listed, filters.listed));
  if (filters.vaulted !== undefined) conditions.push(eq(domains.vaulted, filters.vaulted));
  if (filters.featured !== undefined) conditions.push(eq(domains.featured, filters.featured));
  if (filters.available !== undefined) conditions.push(eq(domains.available, filters.available));
  if (filters.category) conditions.push(eq(domains.category, filters.category));
  if (filters.status) conditions.push(eq(domains.status, filters.status));
  if (filters.rotationGroup) conditions.push(eq(domains.rotationGroup, filters.rotationGroup));
  if (filters.floor) conditions.push(eq(domains.floor, filters.floor));
  if (filters.tags?.length) {
    conditions.push(sql`${domains.tags} @> ${sql.param(filters.tags, domains.tags)}`);
  }
  if (filters.minLamports !== undefined) conditions.push(gte(domains.priceLamports, filters.minLamports));
  if (filters.maxLamports !== undefined) conditions.push(lte(domains.priceLamports, filters.maxLamports));
  const term = normalizeSearchTerm(filters.search);
  if (term)
    conditions.push(
      sql`${domains.id} in (${isSimilarSearch(filters) ? similarCandidatesSql(filters, term, pageOnly) : searchIdsSql(filters, term, need)})`,
    );
  if (filters.after !== undefined) {
    conditions.push(
      term && !filters.sort
        ? sql`(${searchRankSql(term)}, ${domains.name}) > (${filters.afterRank ?? 0}, ${filters.after})`
        : gt(domains.name, filters.after),
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** The order of a read: its sort, or rank then name when searching, else name; the name breaks every tie. */
export function orderToSql(filters: DomainFilters): SQL[] {
  const term = normalizeSearchTerm(filters.search);
  switch (filters.sort) {
    case 'name-desc':
      return [desc(domains.name)];
    case 'price-asc':
      return [sql`${domains.priceLamports} asc nulls last`, asc(domains.name)];
    case 'price-desc':
      return [sql`${domains.priceLamports} desc nulls last`, asc(domains.name)];
    case 'name-asc':
      return [asc(domains.name)];
    default:
      // Similar names (nothing contains the term) all rank 4: by name alone.
      return term && !isSimilarSearch(filters) ? [asc(searchRankSql(term)), asc(domains.name)] : [asc(domains.name)];
  }
}

/** A search answered by names only similar to the term: asked for, or the cursor of such a page. */
export const isSimilarSearch = (filters: DomainFilters) => filters.similar ?? filters.afterRank === 4;

/** The rank of a row that matched a search (for the next page's cursor); 4 when only a similar name matched. */
export function rankOf(domain: Domain, search: string | undefined): SearchRank | undefined {
  const term = normalizeSearchTerm(search);
  if (!term) return undefined;
  return (searchRank(domain, term) ?? 4) as SearchRank;
}

/** The same filters in memory, for the fallback set. Must agree with filtersToSql (similar names aside). */
export function matchesFilters(domain: Domain, filters: DomainFilters): boolean {
  if (filters.listed !== undefined && domain.listed !== filters.listed) return false;
  if (filters.vaulted !== undefined && domain.vaulted !== filters.vaulted) return false;
  if (filters.featured !== undefined && domain.featured !== filters.featured) return false;
  if (filters.available !== undefined && domain.available !== filters.available) return false;
  if (filters.category && domain.category !== filters.category) return false;
  if (filters.status && domain.status !== filters.status) return false;
  if (filters.rotationGroup && domain.rotationGroup !== filters.rotationGroup) return false;
  if (filters.floor && domain.floor !== filters.floor) return false;
  if (filters.tags?.some((tag) => !domain.tags.includes(tag))) return false;
  const lamports = domain.priceLamports === null ? null : Number(domain.priceLamports);
  if (filters.minLamports !== undefined && (lamports === null || lamports < filters.minLamports)) return false;
  if (filters.maxLamports !== undefined && (lamports === null || lamports > filters.maxLamports)) return false;
  const term = normalizeSearchTerm(filters.search);
  if (term && searchRank(domain, term) === null) return false;
  return true;
}

const byName = (a: Domain, b: Domain) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

function compareFor(filters: DomainFilters): (a: Domain, b: Domain) => number {
  const price = (d: Domain) => (d.priceLamports === null ? null : Number(d.priceLamports));
  const byPrice = (direction: 1 | -1) => (a: Domain, b: Domain) => {
    const pa = price(a);
    const pb = price(b);
    if (pa === null || pb === null) return pa === pb ? byName(a, b) : pa === null ? 1 : -1;
    return (pa - pb) * direction || byName(a, b);
  };
  switch (filters.sort) {
    case 'name-desc':
      return (a, b) => byName(b, a);
    case 'price-asc':
      return byPrice(1);
    case 'price-desc':
      return byPrice(-1);
    case 'name-asc':
      return byName;
    default: {
      if (!normalizeSearchTerm(filters.search)) return byName;
      return (a, b) => (rankOf(a, filters.search) ?? 4) - (rankOf(b, filters.search) ?? 4) || byName(a, b);
    }
  }
}

/** filtersToSql + orderToSql + paging, in memory (the fallback set is small). */
export function applyFilters(list: readonly Domain[], filters: DomainFilters, limit: number): Domain[] {
  const compare = compareFor(filters);
  const matched = list.filter((d) => matchesFilters(d, filters)).sort(compare);
  const after = filters.after;
  const start =
    after === undefined
      ? (filters.offset ?? 0)
      : matched.findIndex((d) =>
          !filters.sort && normalizeSearchTerm(filters.search)
            ? (rankOf(d, filters.search) ?? 4) > (filters.afterRank ?? 0) ||
              ((rankOf(d, filters.search) ?? 4) === (filters.afterRank ?? 0) && d.name > after)
            : d.name > after,
        );
  return start < 0 ? [] : matched.slice(start, start + limit);
}
