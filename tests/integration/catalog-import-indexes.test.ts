import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readDomains } from '@/lib/catalog';
import { shouldRebuildIndexes, withIndexesRebuilt } from '@/lib/catalog/import-indexes';
import { IMPORT_INDEX_REBUILD_MIN_ROWS } from '@/lib/rules/catalog-limits';
import type { Transaction } from '@/lib/db';
import { testEngines, useTestDatabase } from './support/databases';

async function indexesOfDomains(tx: Pick<Transaction, 'execute'>): Promise<{ name: string; definition: string }[]> {
  const result = (await tx.execute(sql`select indexname as name, indexdef as definition from pg_indexes
    where tablename = 'domains' order by indexname`)) as unknown as { rows: { name: string; definition: string }[] };
  return result.rows;
}

describe.each(testEngines)('a large import builds the catalogue indexes again on $name', (engine) => {
  const database = useTestDatabase(engine);

  it('writes with the unique indexes only, then has every index as its migration defined it, and reads find the rows', async () => {
    const before = await indexesOfDomains(database().db);
    const unique = ['domains_name_key', 'domains_pkey', 'domains_slug_key'];
    expect(before.filter((index) => index.definition.includes(' USING gin '))).toHaveLength(3);
    expect(before.length).toBeGreaterThan(unique.length + 3);
    let during: string[] = [];
    await database().db.transaction((tx) =>
      withIndexesRebuilt(tx, null, async () => {
        during = (await indexesOfDomains(tx)).map((index) => index.name);
        await tx.execute(sql`insert into domains (name, slug, description, category, status, listed, available, tier,
          floor, archetype, tags) values ('rebuiltneon.sol', 'rebuiltneon', 'a quartz arcade', 'mid', 'available', true,
          true, 'blueprint-tier', '1F_Mainfloor', 'both', array['quartz'])`);
      }),
    );
    expect(during).toEqual(unique);
    expect(await indexesOfDomains(database().db)).toEqual(before);
    expect((await readDomains({ search: 'quartz arc' })).domains.map((d) => d.name)).toEqual(['rebuiltneon.sol']);
    expect((await readDomains({ search: 'ltneo' })).domains.map((d) => d.name)).toEqual(['rebuiltneon.sol']);
    expect((await readDomains({ category: 'mid', sort: 'price-asc' })).domains.map((d) => d.name)).toContain(
      'rebuiltneon.sol',
    );
  });

  it('only for an import of enough names that adds more than the catalogue holds', async () => {
    await database().db.execute(sql`analyze domains`);
    await database()
      .db.transaction(async (tx) => {
        expect(await shouldRebuildIndexes(tx, IMPORT_INDEX_REBUILD_MIN_ROWS - 1)).toBe(false);
        expect(await shouldRebuildIndexes(tx, IMPORT_INDEX_REBUILD_MIN_ROWS)).toBe(true);
        await tx.execute(sql`update pg_class set reltuples = ${IMPORT_INDEX_REBUILD_MIN_ROWS * 2}
        where oid = 'domains'::regclass`);
        expect(await shouldRebuildIndexes(tx, IMPORT_INDEX_REBUILD_MIN_ROWS * 2)).toBe(false);
        expect(await shouldRebuildIndexes(tx, IMPORT_INDEX_REBUILD_MIN_ROWS * 2 + 1)).toBe(true);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.message.includes('Rollback'))) throw error;
      });
  });
});
