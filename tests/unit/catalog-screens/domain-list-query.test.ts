import { describe, expect, it } from 'vitest';
import {
  domainListFilters,
  domainListHref,
  isFiltered,
  parseDomainListQuery,
} from '@/components/catalog/domain-list-query';
import { pagerNumbers } from '@/components/catalog/domain-pages';
import { DOMAINS_PAGE_SIZE } from '@/lib/rules/catalog-limits';

describe('parseDomainListQuery', () => {
  it('reads every field and ignores invalid values instead of failing', () => {
    expect(
      parseDomainListQuery({
        q: ' jpeg ',
        category: 'premium',
        status: 'sold',
        min: '1',
        max: '5.5',
        sort: 'price-desc',
        page: '3',
      }),
    ).toEqual({
      q: 'jpeg',
      category: 'premium',
      status: 'sold',
      min: 1,
      max: 5.5,
      sort: 'price-desc',
      page: 3,
    });
    expect(
      parseDomainListQuery({
        category: 'nope',
        status: '',
        min: '-1',
        max: 'abc',
        sort: 'random',
        q: '   ',
        page: 'two',
      }),
    ).toEqual({
      q: undefined,
      category: undefined,
      status: undefined,
      min: undefined,
      max: undefined,
      sort: undefined,
      page: 1,
    });
    expect(parseDomainListQuery({ category: ['mid', 'premium'] }).category).toBe('mid');
  });

  it('reads the page as a positive whole number and ignores anything else', () => {
    for (const bad of ['0', '-2', '1.5', 'abc', '1e99', 'Infinity', ''])
      expect(parseDomainListQuery({ page: bad }).page).toBe(1);
    expect(parseDomainListQuery({ page: ['4', '2'] }).page).toBe(4);
    expect(parseDomainListQuery({ page: '999' }).page).toBe(999);
  });

  it('reads vaulted=1 as the vault filter: into the catalogue read, past the listings, and back into links', () => {
    const query = parseDomainListQuery({ vaulted: '1', category: 'premium' });
    expect(query.vaulted).toBe(true);
    expect(parseDomainListQuery({ vaulted: 'yes' }).vaulted).toBeUndefined();
    expect(isFiltered(query)).toBe(true);
    expect(domainListFilters(query)).toMatchObject({ vaulted: true, listed: undefined, category: 'premium' });
    expect(domainListFilters(parseDomainListQuery({})).vaulted).toBeUndefined();
    expect(domainListHref({ ...query, page: 2 })).toBe('/domains?category=premium&vaulted=1&page=2');
  });

  it('knows when a view is filtered', () => {
    expect(isFiltered(parseDomainListQuery({ page: '2' }))).toBe(false);
    expect(isFiltered(parseDomainListQuery({ sort: 'price-asc' }))).toBe(false);
    expect(isFiltered(parseDomainListQuery({ min: '0' }))).toBe(true);
  });
});

describe('domainListFilters', () => {
  it('reads one page of active listings with the price range in lamports', () => {
    expect(domainListFilters({ q: 'neon', category: 'mid', min: 0.25, max: 5, sort: 'price-desc', page: 3 })).toEqual({
      listed: true,
      category: 'mid',
      status: undefined,
      search: 'neon',
      minLamports: 250_000_000,
      maxLamports: 5_000_000_000,
      sort: 'price-desc',
      offset: 2 * DOMAINS_PAGE_SIZE,
      limit: DOMAINS_PAGE_SIZE,
    });
  });
});

describe('status filters beyond the listings', () => {
  it('shows sold, not-for-sale and coming-soon names although they are never listed', () => {
    for (const status of ['sold', 'not_for_sale', 'coming-soon'] as const)
      expect(domainListFilters({ status, page: 1 }).listed).toBeUndefined();
    expect(domainListFilters({ status: 'available', page: 1 }).listed).toBe(true);
    expect(domainListFilters({ page: 1 }).listed).toBe(true);
  });
});

describe('domainListHref', () => {
  it('writes only the fields that are set', () => {
    expect(domainListHref({ page: 1 })).toBe('/domains');
    expect(domainListHref({ sort: 'name-asc', page: 1 })).toBe('/domains?sort=name-asc');
    expect(domainListHref({ q: 'a b', category: 'mid', min: 0, sort: 'price-asc', page: 1 })).toBe(
      '/domains?q=a+b&category=mid&min=0&sort=price-asc',
    );
    expect(domainListHref({ status: 'sold', sort: 'price-desc', page: 2 })).toBe(
      '/domains?status=sold&sort=price-desc&page=2',
    );
  });
});

describe('pagerNumbers', () => {
  it('shows every page up to seven', () => {
    expect(pagerNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pagerNumbers(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, the last and the neighbours of the current page, with gaps', () => {
    expect(pagerNumbers(1, 20)).toEqual([1, 2, null, 20]);
    expect(pagerNumbers(10, 20)).toEqual([1, null, 9, 10, 11, null, 20]);
    expect(pagerNumbers(4, 20)).toEqual([1, 2, 3, 4, 5, null, 20]);
    expect(pagerNumbers(20, 20)).toEqual([1, null, 19, 20]);
    expect(pagerNumbers(25, 20)).toEqual([1, null, 20]);
  });
});
