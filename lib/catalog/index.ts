import 'server-only';
import { eq, or } from 'drizzle-orm';
import { getDb, isDatabaseUnavailable } from '../db';
import { FLASH_RACK_LIST_LIMIT, PREMIUM_LIST_LIMIT } from '../rules/catalog-limits';
import { domains } from '../db/schema';
import { cached, noteFallbackRead } from './cache';
import { fallbackDomains } from './fallback';
import { applyFilters, domainOrder, filtersToSql } from './filters';
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

/** docs/product.md §7 "Read domains": every filter, always ordered by name ascending. */
export async function readDomains(filters: DomainFilters = {}): Promise<DomainList> {
  try {
    const list = await cached(`list:${JSON.stringify(filters)}`, async () => {
      const db = await getDb();
      const query = db
        .select()
        .from(domains)
        .where(filtersToSql(filters))
        .orderBy(...domainOrder);
      const rows = filters.limit === undefined ? await query : await query.limit(filters.limit);
      return rows.map(rowToDomain);
    });
    return { domains: list, source: 'database' };
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    logFallback(error);
    return { domains: applyFilters(fallbackDomains, filters), source: 'fallback' };
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
export const readScavDomains = () => readDomains({ category: 'scav' });
export const readBasementDomains = () => readDomains({ category: 'basement' });
export const readVaultedDomains = () => readDomains({ vaulted: true });
export const readFeaturedDomains = (limit?: number) => readDomains({ featured: true, limit });
export const readPremiumDomains = () => readDomains({ category: 'premium', limit: PREMIUM_LIST_LIMIT });
export const readFlashRackDomains = () => readDomains({ category: 'flashRack', limit: FLASH_RACK_LIST_LIMIT });
export const searchDomains = (search: string, limit?: number) => readDomains({ search, limit });
export const readDomainsByTags = (tags: string[], limit?: number) => readDomains({ tags, limit });
export const readAvailableDomains = () => readDomains({ listed: true, available: true });
