import { describe, expect, it } from 'vitest';
import { cached, invalidateCatalog } from '@/lib/catalog/cache';

const store = () =>
  (globalThis as { [key: symbol]: unknown })[Symbol.for('retailverse.catalog-cache')] as {
    entries: { size: number; calculatedSize: number; get(key: string): object | undefined };
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

  it('keeps at most 8 MB of reads, and a read larger than that is answered but not kept', async () => {
    invalidateCatalog();
    const megabyte = 'x'.repeat(1024 * 1024);
    for (let i = 0; i < 20; i++) await cached(`big:${i}`, async () => megabyte);
    // Each read is estimated at twice its JSON and key: just over 2 MB, so three fit in 8 MB.
    expect(store().entries.size).toBe(3);
    expect(store().entries.calculatedSize).toBeLessThanOrEqual(8 * 1024 * 1024);
    expect(await cached('big:19', async () => 'not read again')).toBe(megabyte);
    const huge = 'y'.repeat(5 * 1024 * 1024);
    expect(await cached('huge', async () => huge)).toBe(huge);
    expect(store().entries.get('huge')).toBeUndefined();
    expect(await cached('huge', async () => 'read again')).toBe('read again');
    invalidateCatalog();
  });

  it('keeps a settled read as its value, not the promise of the render that asked first', async () => {
    let release: (value: string) => void = () => {};
    const first = cached('lore:neon', () => new Promise<string>((resolve) => (release = resolve)));
    const second = cached('lore:neon', async () => 'loaded twice');
    expect(store().entries.get('lore:neon')).toHaveProperty('pending');
    release('the lore');
    expect(await first).toBe('the lore');
    expect(await second).toBe('the lore');
    expect(store().entries.get('lore:neon')).toEqual({ expiresAt: expect.any(Number), value: 'the lore' });
    expect(await cached('lore:neon', async () => 'loaded again')).toBe('the lore');
  });

  it('drops a read that failed, so the next asks again', async () => {
    await expect(cached('lore:down', async () => Promise.reject(new Error('database down')))).rejects.toThrow();
    expect(store().entries.get('lore:down')).toBeUndefined();
    expect(await cached('lore:down', async () => 'back')).toBe('back');
  });
});
