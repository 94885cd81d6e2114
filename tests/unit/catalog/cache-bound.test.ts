import { describe, expect, it } from 'vitest';
import { cached, invalidateCatalog } from '@/lib/catalog/cache';

const store = () =>
  (globalThis as { [key: symbol]: unknown })[Symbol.for('retailverse.catalog-cache')] as {
    entries: { size: number };
  };

describe('the catalogue read cache', () => {
  it('keeps at most 1000 reads however many distinct filters visitors send', async () => {
    for (let i = 0; i < 1500; i++) await cached(`search:${i}`, async () => i);
    expect(store().entries.size).toBe(1000);
    expect(await cached('search:1499', async () => -1)).toBe(1499);
    expect(await cached('search:0', async () => -1)).toBe(-1);
    invalidateCatalog();
    expect(store().entries.size).toBe(0);
  });
});
