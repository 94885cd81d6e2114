import { z } from 'zod';
import { DOMAIN_CATEGORIES, DOMAIN_STATUSES, type DomainCategory, type DomainStatus } from '@/lib/catalog/types';
import type { DomainFilters } from '@/lib/catalog/types';
import { DOMAIN_SORTS, SEARCH_MAX_LENGTH, STATUSES_BEYOND_LISTINGS, type DomainSort } from '@/lib/rules/catalog-search';
import { DOMAINS_PAGE_SIZE } from '@/lib/rules/catalog-limits';
import { solToLamports } from '@/lib/rules/money';

export { DOMAIN_SORTS, type DomainSort };

/** The default order: by search rank when searching, else by name. */
export const BEST_MATCH_LABEL = 'Best match';

export const DOMAIN_SORT_LABELS: Record<DomainSort, string> = {
  'name-asc': 'Name (A-Z)',
  'name-desc': 'Name (Z-A)',
  'price-asc': 'Price (low to high)',
  'price-desc': 'Price (high to low)',
};

/** The /domains view as kept in the URL. Every field is optional; an invalid value is ignored. */
export interface DomainListQuery {
  q?: string;
  category?: DomainCategory;
  status?: DomainStatus;
  min?: number;
  max?: number;
  /** `vaulted=1`: only the names locked in the vault (listed or not). */
  vaulted?: true;
  /** Unset: best match (search rank, then name). */
  sort?: DomainSort;
  /** 1-based; a page past the last one is kept, so the screen can say so. */
  page: number;
}

const fields = {
  q: z.string().trim().min(1).max(SEARCH_MAX_LENGTH),
  category: z.enum(DOMAIN_CATEGORIES),
  status: z.enum(DOMAIN_STATUSES),
  min: z.coerce.number().finite().min(0).max(1_000_000),
  max: z.coerce.number().finite().min(0).max(1_000_000),
  sort: z.enum(DOMAIN_SORTS),
  vaulted: z.literal('1').transform(() => true as const),
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
    sort: field(params, 'sort'),
    vaulted: field(params, 'vaulted'),
    page: field(params, 'page') ?? 1,
  };
}

/** True when the view narrows the list (the sort and the page alone do not). */
export function isFiltered(query: DomainListQuery): boolean {
  return Boolean(
    query.q || query.category || query.status || query.vaulted || query.min !== undefined || query.max !== undefined,
  );
}

/** The catalogue read of one /domains page: active listings, the view's filters, sort and page, all in SQL. */
export function domainListFilters(query: DomainListQuery): DomainFilters {
  return {
    // The vault holds names not on the shelves: asking for it, or for a status beyond the listings, reads past them.
    listed: query.vaulted || (query.status && STATUSES_BEYOND_LISTINGS.includes(query.status)) ? undefined : true,
    vaulted: query.vaulted,
    category: query.category,
    status: query.status,
    search: query.q,
    minLamports: query.min === undefined ? undefined : solToLamports(query.min),
    maxLamports: query.max === undefined ? undefined : solToLamports(query.max),
    sort: query.sort,
    offset: (query.page - 1) * DOMAINS_PAGE_SIZE,
    limit: DOMAINS_PAGE_SIZE,
  };
}

/** The URL of a view, for links that change one field (empty fields are left out). */
export function domainListHref(query: DomainListQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.category) params.set('category', query.category);
  if (query.status) params.set('status', query.status);
  if (query.min !== undefined) params.set('min', String(query.min));
  if (query.max !== undefined) params.set('max', String(query.max));
  if (query.vaulted) params.set('vaulted', '1');
  if (query.sort) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `/domains?${search}` : '/domains';
}
