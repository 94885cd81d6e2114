import { describe, expect, it } from 'vitest';
import {
  applyPriceAndSort,
  DOMAINS_PAGE_SIZE,
  domainListHref,
  isFiltered,
  parseDomainListQuery,
} from '@/components/catalog/domain-list-query';
import { pageOf, pagerNumbers } from '@/components/catalog/domain-pages';
import type { Domain } from '@/lib/catalog/types';

const d = (name: string, price: string) => ({ name, price }) as Domain;
const list = [d('b.sol', '5 SOL'), d('a.sol', 'TBA'), d('c.sol', '0.25 SOL'), d('e.sol', '12 SOL'), d('d.sol', 'N/A')];
const names = (domains: Domain[]) => domains.map((x) => x.name);

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
      sort: 'name-asc',
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

  it('knows when a view is filtered', () => {
    expect(isFiltered(parseDomainListQuery({ page: '2' }))).toBe(false);
    expect(isFiltered(parseDomainListQuery({ sort: 'price-asc' }))).toBe(false);
    expect(isFiltered(parseDomainListQuery({ min: '0' }))).toBe(true);
  });
});

describe('applyPriceAndSort', () => {
  it('sorts by name both ways', () => {
    expect(names(applyPriceAndSort(list, { sort: 'name-asc', page: 1 }))).toEqual([
      'a.sol',
      'b.sol',
      'c.sol',
      'd.sol',
      'e.sol',
    ]);
    expect(names(applyPriceAndSort(list, { sort: 'name-desc', page: 1 }))).toEqual([
      'e.sol',
      'd.sol',
      'c.sol',
      'b.sol',
      'a.sol',
    ]);
  });

  it('sorts by price both ways with unpriced names last', () => {
    expect(names(applyPriceAndSort(list, { sort: 'price-asc', page: 1 }))).toEqual([
      'c.sol',
      'b.sol',
      'e.sol',
      'a.sol',
      'd.sol',
    ]);
    expect(names(applyPriceAndSort(list, { sort: 'price-desc', page: 1 }))).toEqual([
      'e.sol',
      'b.sol',
      'c.sol',
      'a.sol',
      'd.sol',
    ]);
  });

  it('keeps a price range inclusive and drops unpriced names from it', () => {
    expect(names(applyPriceAndSort(list, { sort: 'name-asc', page: 1, min: 0.25, max: 5 }))).toEqual([
      'b.sol',
      'c.sol',
    ]);
    expect(names(applyPriceAndSort(list, { sort: 'name-asc', page: 1, min: 6 }))).toEqual(['e.sol']);
  });
});

describe('domainListHref', () => {
  it('writes only the fields that are set', () => {
    expect(domainListHref({ sort: 'name-asc', page: 1 })).toBe('/domains');
    expect(domainListHref({ q: 'a b', category: 'mid', min: 0, sort: 'price-asc', page: 1 })).toBe(
      '/domains?q=a+b&category=mid&min=0&sort=price-asc',
    );
    expect(domainListHref({ status: 'sold', sort: 'price-desc', page: 2 })).toBe(
      '/domains?status=sold&sort=price-desc&page=2',
    );
  });
});

describe('pageOf', () => {
  const items = Array.from({ length: 50 }, (_, i) => i + 1);

  it('cuts 24 a page and says which ones it shows', () => {
    expect(DOMAINS_PAGE_SIZE).toBe(24);
    expect(pageOf(items, 1)).toMatchObject({ page: 1, pageCount: 3, first: 1, last: 24 });
    expect(pageOf(items, 1).items).toEqual(items.slice(0, 24));
    expect(pageOf(items, 3)).toMatchObject({ items: [49, 50], pageCount: 3, first: 49, last: 50 });
  });

  it('gives an empty slice past the last page, and one page for an empty list', () => {
    expect(pageOf(items, 4)).toMatchObject({ items: [], page: 4, pageCount: 3, first: 0, last: 0 });
    expect(pageOf([], 1)).toMatchObject({ items: [], pageCount: 1 });
    expect(pageOf(items.slice(0, 24), 1).pageCount).toBe(1);
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
