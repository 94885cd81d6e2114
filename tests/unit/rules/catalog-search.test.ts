import { describe, expect, it } from 'vitest';
import { nameMayContain, normalizeSearchTerm, searchRank } from '@/lib/rules/catalog-search';

const domain = (slug: string, description = '', tags: string[] = []) => ({ slug, description, tags });

describe('normalizeSearchTerm', () => {
  it('trims, lowers and drops a trailing .sol; empty is no search', () => {
    expect(normalizeSearchTerm('  NeOn.SOL ')).toBe('neon');
    expect(normalizeSearchTerm('neon.solana')).toBe('neon.solana');
    expect(normalizeSearchTerm('   ')).toBeNull();
    expect(normalizeSearchTerm('.sol')).toBeNull();
    expect(normalizeSearchTerm(undefined)).toBeNull();
    expect(normalizeSearchTerm('x'.repeat(150))).toHaveLength(100);
  });
});

describe('searchRank', () => {
  it('ranks the exact name, then names starting with it, then containing it, then descriptions and tags', () => {
    expect(searchRank(domain('neon'), 'neon')).toBe(0);
    expect(searchRank(domain('neonlights'), 'neon')).toBe(1);
    expect(searchRank(domain('bigneon'), 'neon')).toBe(2);
    expect(searchRank(domain('lights', 'A NEON sign'), 'neon')).toBe(3);
    expect(searchRank(domain('lights', '', ['Neon']), 'neon')).toBe(3);
    expect(searchRank(domain('lights', 'a sign'), 'neon')).toBeNull();
  });

  it('matches only the start of a name for one- and two-letter searches', () => {
    expect(searchRank(domain('a'), 'a')).toBe(0);
    expect(searchRank(domain('apex'), 'a')).toBe(1);
    expect(searchRank(domain('bat'), 'a')).toBeNull();
    expect(searchRank(domain('bat', 'a fine name'), 'fi')).toBeNull();
  });
});

describe('nameMayContain', () => {
  it('is true only of terms a name can hold (a-z, 0-9, -)', () => {
    expect(nameMayContain('neon-12')).toBe(true);
    expect(nameMayContain('neon shop')).toBe(false);
    expect(nameMayContain('café')).toBe(false);
    expect(nameMayContain('50%')).toBe(false);
  });
});
