import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cached } from '@/lib/catalog/cache';
import { upsertDomains } from '@/lib/catalog/import';
import { catalogVersion } from '@/lib/db/schema';
import { resetEnvCache } from '@/lib/env';
import { syncCatalogVersion } from '@/lib/catalog/version-watch';
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

describe.each(testEngines)('catalogue writes seen by every process, on $name', (engine) => {
  const database = useTestDatabase(engine);

  it("another process's write moves the shared version, and this process drops its cached reads", async () => {
    await syncCatalogVersion();
    expect(await cached('sync-probe', async () => 'before')).toBe('before');

    // What another process's import leaves behind: the version moved in the database, nothing local changed.
    await database()
      .db.update(catalogVersion)
      .set({ version: sql`${catalogVersion.version} + 1` });
    expect(await cached('sync-probe', async () => 'after')).toBe('before');

    expect(await syncCatalogVersion()).toBe(true);
    expect(await cached('sync-probe', async () => 'after')).toBe('after');
    expect(await syncCatalogVersion()).toBe(false);
  });

  it('an import moves the version in its own transaction', async () => {
    await syncCatalogVersion();
    const version = async () => (await database().db.select().from(catalogVersion))[0].version;
    const before = await version();
    await upsertDomains([{ ...catalogDomains[0], description: 'Synced everywhere.' }]);
    expect(await version()).toBe(before + 1);
  });
});
