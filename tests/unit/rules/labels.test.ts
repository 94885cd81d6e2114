import { describe, expect, it } from 'vitest';
import { DOMAIN_CATEGORIES } from '@/lib/catalog/types';
import { categoryLabel, countOf } from '@/lib/rules/labels';

describe('labels', () => {
  it('every category code reads as words, never as the code', () => {
    for (const category of DOMAIN_CATEGORIES) expect(categoryLabel(category)).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)?$/);
    expect(categoryLabel('flashRack')).toBe('Flash Rack');
    expect(categoryLabel('headquarters')).toBe('Headquarters');
  });

  it('counts agree with their noun', () => {
    expect(countOf(1, 'name')).toBe('1 name');
    expect(countOf(2, 'name')).toBe('2 names');
    expect(countOf(0, 'match', 'matches')).toBe('0 matches');
    expect(countOf(1200, 'domain')).toBe('1,200 domains');
  });
});
