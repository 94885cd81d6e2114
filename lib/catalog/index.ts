import 'server-only';
import { SCAV_RACK_LIMIT } from '../rules/catalog-limits';
import { SCAV_RACK_FILTER } from '../rules/offer';
import { noteFallbackRead } from './cache';
import { countEveryDomain, countMatching, findDomain, listDomains, readLimit, sitemapSlice } from './cached-reads';
import { fallbackDomains } from './fallback';
import { applyFilters, matchesFilters } from './filters';
import { CatalogUnavailableError } from './unavailable';
import type { Domain, DomainFilters, DomainList } from './types';

export type { Domain, DomainFilters, DomainList } from './types';
export { FALLBACK_NOTICE } from './fallback';
export { CatalogUnavailableError } from './unavailable';

function logFallback(error: unknown) {
  noteFallbackRead();
  console.warn('[catalog] database unavailable, serving fallback data:', error);
}

/**
 * The catalogue reads of docs/product.md §7: every filter, ordered by name (or by search rank, or the sort asked for),
 * at most CATALOG_READ_MAX rows: every filter, sort and page runs in SQL on indexes (docs/architecture-reference.md
 * "The catalogue at scale").
 */
export async function readDomains(filters: DomainFilters = {}): Promise<DomainList> {
  const read = await listDomains(filters);
  if (read.ok)
    return { domains: read.value.rows, source: 'database', ...(read.value.similar ? { similar: true } : {}) };
  logFallback(read.error);
  return { domains: applyFilters(fallbackDomains, filters, readLimit(filters)), source: 'fallback' };
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

/**
 * One domain by name or slug (the catalogue reads of docs/product.md §7). Null when it does not exist. When the database is
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
/** The names the slot machine may offer (`scavDrawable`): a promoted, sold or shelved scav name is not on the rack. */
export const readScavDomains = () => readDomains({ ...SCAV_RACK_FILTER, limit: SCAV_RACK_LIMIT });
export const readBasementDomains = () => readDomains({ category: 'basement' });

/** How many names the catalogue holds (the sitemap index's size); fallback: the fallback set. */
export async function countAllDomains(): Promise<number> {
  const read = await countEveryDomain();
  if (read.ok) return read.value;
  logFallback(read.error);
  return fallbackDomains.length;
}

/** One sitemap file's names in id order (`size` rows from `start`), with the time each row last changed. */
export async function readSitemapDomains(start: number, size: number): Promise<{ slug: string; updatedAt: string }[]> {
  const read = await sitemapSlice(start, size);
  if (read.ok) return read.value;
  logFallback(read.error);
  return fallbackDomains.slice(start, start + size).map(({ slug, updatedAt }) => ({ slug, updatedAt }));
}
