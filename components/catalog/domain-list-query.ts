import { z } from 'zod';
import { DOMAIN_CATEGORIES, DOMAIN_STATUSES, type DomainCategory, type DomainStatus } from '@/content/catalog/types';
import type { Domain } from '@/lib/catalog/types';
import { parseSolPrice } from '@/lib/rules/money';

export const DOMAIN_SORTS = ['name-asc', 'name-desc', 'price-asc', 'price-desc'] as const;
export type DomainSort = (typeof DOMAIN_SORTS)[number];

export const DOMAIN_SORT_LABELS: Record<DomainSort, string> = {
  'name-asc': 'Name (A-Z)',
  'name-desc': 'Name (Z-A)',
  'price-asc': 'Price (low to high)',
  'price-desc': 'Price (high to low)',
};

export { DOMAINS_PAGE_SIZE } from '@/lib/rules/catalog-limits';

/** The /domains view as kept in the URL. Every field is optional; an invalid value is ignored. */
export interface DomainListQuery {
  q?: string;
  category?: DomainCategory;
  status?: DomainStatus;
  min?: number;
  max?: number;
  sort: DomainSort;
  /** 1-based; a page past the last one is kept, so the screen can say so. */
  page: number;
}

const fields = {
  q: z.string().trim().min(1).max(100),
  category: z.enum(DOMAIN_CATEGORIES),
  status: z.enum(DOMAIN_STATUSES),
  min: z.coerce.number().finite().min(0).max(1_000_000),
  max: z.coerce.number().finite().min(0).max(1_000_000),
  sort: z.enum(DOMAIN_SORTS),
  page: z.coerce.number().int().min(1).max(1_000_000),
};

type SearchParams = Record<string, string | string[] | undefined>;

function field<K extends keyof typeof fields>(params: SearchParams, key: K): z.infer<(typeof fields)[K]> | undefined {
  const raw = params[key];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') return undefined;
  const parsed = fields[key].safeParse(value);
  return parsed.success ? (parsed.data as z.infer<(typeof fields)[K]>) : undefined;
}

export function parseDomainListQuery(params: SearchParams): DomainListQuery {
  return {
    q: field(params, 'q'),
    category: field(params, 'category'),
    status: field(params, 'status'),
    min: field(params, 'min'),
    max: field(params, 'max'),
    sort: field(params, 'sort') ?? 'name-asc',
    page: field(params, 'page') ?? 1,
  };
}

/** True when the view narrows the list (the sort and the page alone do not). */
export function isFiltered(query: DomainListQuery): boolean {
  return Boolean(query.q || query.category || query.status || query.min !== undefined || query.max !== undefined);
}

/** Price range and sort, applied after the catalogue read. Unpriced names ('TBA', 'N/A') drop out of a price range and sort last by price. */
export function applyPriceAndSort(domains: readonly Domain[], query: DomainListQuery): Domain[] {
  const priced = domains.map((domain) => ({ domain, sol: parseSolPrice(domain.price) }));
  const ranged = priced.filter(({ sol }) => {
    if (query.min === undefined && query.max === undefined) return true;
    if (sol === null) return false;
    return (query.min === undefined || sol >= query.min) && (query.max === undefined || sol <= query.max);
  });
  const byName = (a: Domain, b: Domain) => a.name.localeCompare(b.name);
  const sorted = [...ranged].sort((a, b) => {
    switch (query.sort) {
      case 'name-asc':
        return byName(a.domain, b.domain);
      case 'name-desc':
        return byName(b.domain, a.domain);
      case 'price-asc':
      case 'price-desc': {
        if (a.sol === null || b.sol === null)
          return a.sol === b.sol ? byName(a.domain, b.domain) : a.sol === null ? 1 : -1;
        const difference = query.sort === 'price-asc' ? a.sol - b.sol : b.sol - a.sol;
        return difference || byName(a.domain, b.domain);
      }
    }
  });
  return sorted.map(({ domain }) => domain);
}

/** The URL of a view, for links that change one field (empty fields are left out). */
export function domainListHref(query: DomainListQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.category) params.set('category', query.category);
  if (query.status) params.set('status', query.status);
  if (query.min !== undefined) params.set('min', String(query.min));
  if (query.max !== undefined) params.set('max', String(query.max));
  if (query.sort !== 'name-asc') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `/domains?${search}` : '/domains';
}
