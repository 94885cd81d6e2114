import { describe, expect, it } from 'vitest';
import { applyPriceAndSort, domainListHref, isFiltered, parseDomainListQuery } from '@/components/catalog/domain-list-query';
import type { Domain } from '@/lib/catalog/types';

const d = (name: string, price: string) => ({ name, price }) as Domain;
const list = [d('b.sol', '5 SOL'), d('a.sol', 'TBA'), d('c.sol', '0.25 SOL'), d('e.sol', '12 SOL'), d('d.sol', 'N/A')];
const names = (domains: Domain[]) => domains.map((x) => x.name);

describe('parseDomainListQuery', () => {
  it('reads every field and ignores invalid values instead of failing', () => {
    expect(parseDomainListQuery({ q: ' jpeg ', category: 'premium', status: 'sold', min: '1', max: '5.5', sort: 'price-desc' })).toEqual({
      q: 'jpeg', category: 'premium', status: 'sold', min: 1, max: 5.5, sort: 'price-desc',
    });
    expect(parseDomainListQuery({ category: 'nope', status: '', min: '-1', max: 'abc', sort: 'random', q: '   ' })).toEqual({
      q: undefined, category: undefined, status: undefined, min: undefined, max: undefined, sort: 'name-asc',
    });
    expect(parseDomainListQuery({ category: ['mid', 'premium'] }).category).toBe('mid');
  });

  it('knows when a view is filtered', () => {
    expect(isFiltered(parseDomainListQuery({ sort: 'price-asc' }))).toBe(false);
    expect(isFiltered(parseDomainListQuery({ min: '0' }))).toBe(true);
  });
});

describe('applyPriceAndSort', () => {
  it('sorts by name both ways', () => {
    expect(names(applyPriceAndSort(list, { sort: 'name-asc' }))).toEqual(['a.sol', 'b.sol', 'c.sol', 'd.sol', 'e.sol']);
    expect(names(applyPriceAndSort(list, { sort: 'name-desc' }))).toEqual(['e.sol', 'd.sol', 'c.sol', 'b.sol', 'a.sol']);
  });

  it('sorts by price both ways with unpriced names last', () => {
    expect(names(applyPriceAndSort(list, { sort: 'price-asc' }))).toEqual(['c.sol', 'b.sol', 'e.sol', 'a.sol', 'd.sol']);
    expect(names(applyPriceAndSort(list, { sort: 'price-desc' }))).toEqual(['e.sol', 'b.sol', 'c.sol', 'a.sol', 'd.sol']);
  });

  it('keeps a price range inclusive and drops unpriced names from it', () => {
    expect(names(applyPriceAndSort(list, { sort: 'name-asc', min: 0.25, max: 5 }))).toEqual(['b.sol', 'c.sol']);
    expect(names(applyPriceAndSort(list, { sort: 'name-asc', min: 6 }))).toEqual(['e.sol']);
  });
});

describe('domainListHref', () => {
  it('writes only the fields that are set', () => {
    expect(domainListHref({ sort: 'name-asc' })).toBe('/domains');
    expect(domainListHref({ q: 'a b', category: 'mid', min: 0, sort: 'price-asc' })).toBe('/domains?q=a+b&category=mid&min=0&sort=price-asc');
  });
});
