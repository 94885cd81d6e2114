import { and, asc, eq, gt, ilike, or, sql, type SQL } from 'drizzle-orm';
import { domains } from '../db/schema';
import type { Domain, DomainFilters } from './types';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The filters as a SQL condition (undefined: no condition). */
export function filtersToSql(filters: DomainFilters): SQL | undefined {
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
  const search = filters.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    conditions.push(or(ilike(domains.name, pattern), ilike(domains.description, pattern))!);
  }
  if (filters.after) conditions.push(gt(domains.name, filters.after));
  return conditions.length ? and(...conditions) : undefined;
}

export const domainOrder = [asc(domains.name)];

/** The same filters in memory, for the fallback set. Must agree with filtersToSql. */
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
  if (filters.after && !(domain.name > filters.after)) return false;
  const search = filters.search?.trim().toLowerCase();
  if (search && !domain.name.toLowerCase().includes(search) && !domain.description.toLowerCase().includes(search))
    return false;
  return true;
}

export function applyFilters(list: Domain[], filters: DomainFilters): Domain[] {
  const matched = list.filter((d) => matchesFilters(d, filters)).sort((a, b) => (a.name < b.name ? -1 : 1));
  return filters.limit === undefined ? matched : matched.slice(0, filters.limit);
}
