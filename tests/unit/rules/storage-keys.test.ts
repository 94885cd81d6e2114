import { describe, expect, it } from 'vitest';
import { SESSION_KEYS, STORAGE_KEYS, parseStoredStringList } from '../../../lib/rules/storage-keys';

describe('storage keys', () => {
  it('are unique and prefixed rv:', () => {
    const keys = [...Object.values(STORAGE_KEYS), ...Object.values(SESSION_KEYS)];
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key.startsWith('rv:')).toBe(true);
    expect(Object.keys(STORAGE_KEYS)).toEqual([
      'loreProgress',
      'readChapters',
      'loreVisited',
      'waitlistSubmitted',
      'sidebarCollapsed',
      'anonVoterId',
    ]);
    expect(SESSION_KEYS.lastWikiSlug).toBe('rv:last-wiki-slug');
  });
});

describe('reading stored values', () => {
  it('ignores missing or corrupt values', () => {
    expect(parseStoredStringList('["a",1,"b"]')).toEqual(['a', 'b']);
    expect(parseStoredStringList('"a"')).toEqual([]);
  });
});
