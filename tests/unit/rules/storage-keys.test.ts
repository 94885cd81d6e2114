import { describe, expect, it } from 'vitest';
import {
  SESSION_KEYS,
  STORAGE_KEYS,
  STORAGE_PREFIX,
  parseStoredCount,
  parseStoredCountMap,
  parseStoredStringList,
} from '../../../lib/rules/storage-keys';

describe('storage keys', () => {
  it('are unique and prefixed rv:', () => {
    const keys = [...Object.values(STORAGE_KEYS), ...Object.values(SESSION_KEYS)];
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key.startsWith(STORAGE_PREFIX)).toBe(true);
    expect(STORAGE_PREFIX).toBe('rv:');
    expect(Object.keys(STORAGE_KEYS)).toEqual([
      'loreProgress',
      'readChapters',
      'loreVisited',
      'tickets',
      'domainSpins',
      'marketplaceSold',
      'waitlistSubmitted',
      'sidebarCollapsed',
      'anonVoterId',
    ]);
    expect(SESSION_KEYS.lastWikiSlug).toBe('rv:last-wiki-slug');
  });
});

describe('reading stored values', () => {
  it('ignores missing or corrupt values', () => {
    expect(parseStoredCount('3')).toBe(3);
    expect(parseStoredCount(null)).toBe(0);
    expect(parseStoredCount('{oops', 2)).toBe(2);
    expect(parseStoredCount('-1')).toBe(0);
    expect(parseStoredStringList('["a",1,"b"]')).toEqual(['a', 'b']);
    expect(parseStoredStringList('"a"')).toEqual([]);
    expect(parseStoredCountMap('{"jpegdealer":2,"x":"3","y":-1}')).toEqual({ jpegdealer: 2 });
    expect(parseStoredCountMap('[1]')).toEqual({});
  });
});
