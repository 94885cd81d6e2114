import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import cacheHandler, { type UseCacheEntry } from '../../server/cache-handler.mjs';
import { CATALOG_TAG, LISTS_TAG, domainTag, saleTags } from '@/lib/catalog/cache';
import { upsertDomains } from '@/lib/catalog/import';
import { catalogTagVersions, catalogVersion } from '@/lib/db/schema';
import { getDb } from '@/lib/db';
import { resetEnvCache } from '@/lib/env';
import { bumpCatalogVersion, syncCatalogVersion } from '@/lib/catalog/version-watch';
import { catalogDomains } from '@/content/catalog';
import { testEngines, useTestDatabase } from './support/databases';

// The integration suite runs with the read cache off; this file is about that cache.
beforeAll(() => {
  process.env.CATALOG_CACHE_SECONDS = '30';
  resetEnvCache();
});
afterAll(() => {
  process.env.CATALOG_CACHE_SECONDS = '0';
  resetEnvCache();
});

/** A read this process keeps, as Next.js hands it to the handler, made after every expiry so far. */
async function keep(key: string, tags: string[]) {
  await new Promise((resolve) => setTimeout(resolve, 2));
  const entry: UseCacheEntry = {
    value: new Response(key).body!,
    tags: [CATALOG_TAG, ...tags],
    stale: 30,
    timestamp: Date.now(),
    expire: 30,
    revalidate: 30,
  };
  await cacheHandler.set(key, Promise.resolve(entry));
}
const kept = async (key: string) => (await cacheHandler.get(key)) !== undefined;

describe.each(testEngines)('catalogue writes seen by every process, on $name', (engine) => {
  const database = useTestDatabase(engine);

  it("another process's sale expires, here, the reads of that name and every list, and nothing else", async () => {
    await syncCatalogVersion();
    await keep('one:neon.sol', [domainTag('neon.sol')]);
    await keep('one:grid.sol', [domainTag('grid.sol')]);
    await keep('list:available', [LISTS_TAG]);

    // What another process's sale leaves behind: the version and its tags moved in the database, nothing here.
    const db = await getDb();
    await db.transaction(async (tx) => bumpCatalogVersion(tx, saleTags('neon.sol')));
    expect(await kept('one:neon.sol')).toBe(true);

    expect(await syncCatalogVersion()).toBe(true);
    expect(await kept('one:neon.sol')).toBe(false);
    expect(await kept('list:available')).toBe(false);
    expect(await kept('one:grid.sol')).toBe(true);
    expect(await syncCatalogVersion()).toBe(false);
  });

  it('an import moves the version in its own transaction and expires every read', async () => {
    await syncCatalogVersion();
    await keep('one:grid.sol', [domainTag('grid.sol')]);
    const version = async () => (await database().db.select().from(catalogVersion))[0].version;
    const before = await version();
    await upsertDomains([{ ...catalogDomains[0], description: 'Synced everywhere.' }]);
    expect(await version()).toBe(before + 1);
    const tags = await database().db.select().from(catalogTagVersions);
    expect(tags).toContainEqual({ tag: CATALOG_TAG, version: before + 1 });
    expect(await kept('one:grid.sol')).toBe(false);
  });
});
