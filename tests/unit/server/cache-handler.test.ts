import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCacheHandler, type UseCacheEntry } from '../../../server/cache-handler.mjs';

const text = async (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

function entry(value: string, options: Partial<Omit<UseCacheEntry, 'value'>> = {}): UseCacheEntry {
  return {
    value: new Response(value).body!,
    tags: ['catalog'],
    stale: 30,
    timestamp: Date.now(),
    expire: 30,
    revalidate: 30,
    ...options,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the 'use cache' handler of the catalogue reads", () => {
  it('answers a kept read with its value, as many times as it is asked', async () => {
    const handler = createCacheHandler();
    await handler.set('one:neon.sol', Promise.resolve(entry('the lore')));
    const first = await handler.get('one:neon.sol');
    expect(await text(first!.value)).toBe('the lore');
    expect(await text((await handler.get('one:neon.sol'))!.value)).toBe('the lore');
    expect(await handler.get('one:other.sol')).toBeUndefined();
  });

  it('makes a read asked for while it is being made wait for it, not make it twice', async () => {
    const handler = createCacheHandler();
    let finish: (value: UseCacheEntry) => void = () => {};
    const setting = handler.set('list', new Promise<UseCacheEntry>((resolve) => (finish = resolve)));
    const asked = handler.get('list');
    finish(entry('twelve names'));
    await setting;
    expect(await text((await asked)!.value)).toBe('twelve names');
  });

  it('drops a read once its lifetime has passed', async () => {
    const handler = createCacheHandler();
    await handler.set('list', Promise.resolve(entry('old', { timestamp: Date.now() - 31_000 })));
    expect(await handler.get('list')).toBeUndefined();
    expect(handler.entries.size).toBe(0);
  });

  it('keeps nothing of a read kept for no time (an unreachable database answered as a value)', async () => {
    const handler = createCacheHandler();
    await handler.set('list', Promise.resolve(entry('fallback', { revalidate: 0, expire: 0 })));
    expect(handler.entries.size).toBe(0);
  });

  it('drops every read of an expired tag made before the expiry, and keeps the others', async () => {
    const handler = createCacheHandler();
    const before = Date.now() - 5;
    await handler.set(
      'one:neon.sol',
      Promise.resolve(entry('neon', { tags: ['catalog', 'domain:neon.sol'], timestamp: before })),
    );
    await handler.set(
      'one:grid.sol',
      Promise.resolve(entry('grid', { tags: ['catalog', 'domain:grid.sol'], timestamp: before })),
    );
    await handler.updateTags(['domain:neon.sol']);
    expect(await handler.get('one:neon.sol')).toBeUndefined();
    expect(await text((await handler.get('one:grid.sol'))!.value)).toBe('grid');
    expect(await handler.getExpiration(['domain:neon.sol'])).toBeGreaterThanOrEqual(before);
    expect(await handler.getExpiration(['domain:grid.sol'])).toBe(0);

    await handler.updateTags(['catalog']);
    expect(await handler.get('one:grid.sol')).toBeUndefined();
  });

  it('does not keep a read that began before a write expired its tag', async () => {
    const handler = createCacheHandler();
    const began = Date.now() - 5;
    await handler.updateTags(['catalog:lists']);
    await handler.set(
      'list',
      Promise.resolve(entry('read before the sale', { tags: ['catalog:lists'], timestamp: began })),
    );
    expect(handler.entries.size).toBe(0);
  });

  it('is bounded by count and by bytes however many distinct reads visitors ask for', async () => {
    const handler = createCacheHandler({ maxEntries: 100, maxBytes: 64 * 1024 });
    for (let i = 0; i < 150; i++) await handler.set(`search:${i}`, Promise.resolve(entry(`result ${i}`)));
    expect(handler.entries.size).toBe(100);
    expect(await handler.get('search:0')).toBeUndefined();
    expect(await text((await handler.get('search:149'))!.value)).toBe('result 149');

    const kilobytes = (n: number) => 'x'.repeat(n * 1024);
    for (let i = 0; i < 10; i++) await handler.set(`big:${i}`, Promise.resolve(entry(kilobytes(20))));
    expect(handler.entries.calculatedSize).toBeLessThanOrEqual(64 * 1024);
    await handler.set('huge', Promise.resolve(entry(kilobytes(100))));
    expect(await handler.get('huge')).toBeUndefined();
  });

  it('forgets tag expirations older than any kept read, or one being made, could be', async () => {
    vi.useFakeTimers({ toFake: ['performance', 'Date'] });
    const handler = createCacheHandler();
    await handler.set('one:neon.sol', Promise.resolve(entry('neon')));
    for (let i = 0; i < 500; i++) await handler.updateTags([`domain:sold-${i}.sol`]);
    expect(handler.tagExpirations.size).toBe(500);
    vi.advanceTimersByTime(61_000);
    await handler.updateTags(['domain:last.sol']);
    expect([...handler.tagExpirations.keys()]).toEqual(['domain:last.sol']);
  });
});
