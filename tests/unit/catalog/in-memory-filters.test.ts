import { describe, expect, it } from 'vitest';
import { applyFilters } from '@/lib/catalog/filters';
import type { Domain } from '@/lib/catalog/types';

const d = (slug: string, priceLamports: number | null, description = '') =>
  ({
    name: `${slug}.sol`,
    slug,
    description,
    tags: [],
    priceLamports: priceLamports?.toString() ?? null,
  }) as unknown as Domain;
const list = [d('b', 5e9), d('a', null), d('c', 25e7), d('e', 12e9), d('d', null)];
const names = (domains: Domain[]) => domains.map((x) => x.slug).join(',');

describe('applyFilters (the fallback set, in memory)', () => {
  it('sorts by name both ways', () => {
    expect(names(applyFilters(list, {}, 10))).toBe('a,b,c,d,e');
    expect(names(applyFilters(list, { sort: 'name-desc' }, 10))).toBe('e,d,c,b,a');
  });

  it('sorts by price both ways with unpriced names last', () => {
    expect(names(applyFilters(list, { sort: 'price-asc' }, 10))).toBe('c,b,e,a,d');
    expect(names(applyFilters(list, { sort: 'price-desc' }, 10))).toBe('e,b,c,a,d');
  });

  it('keeps a price range inclusive and drops unpriced names from it', () => {
    expect(names(applyFilters(list, { minLamports: 25e7, maxLamports: 5e9 }, 10))).toBe('b,c');
    expect(names(applyFilters(list, { minLamports: 6e9 }, 10))).toBe('e');
  });

  it('ranks a search and pages by offset or after the last row', () => {
    const shops = [d('neonx', 1), d('neon', 1), d('aneon', 1), d('zz', 1, 'neon sign'), d('other', 1)];
    expect(names(applyFilters(shops, { search: 'Neon.sol' }, 10))).toBe('neon,neonx,aneon,zz');
    expect(names(applyFilters(shops, { search: 'neon', offset: 1 }, 2))).toBe('neonx,aneon');
    expect(names(applyFilters(shops, { search: 'neon', after: 'neonx.sol', afterRank: 1 }, 10))).toBe('aneon,zz');
    expect(names(applyFilters(list, { after: 'b.sol' }, 2))).toBe('c,d');
  });
});
