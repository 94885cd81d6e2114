import 'server-only';
import { sql } from 'drizzle-orm';
import type { DomainSeed } from './seed-schema';
import { getDb } from '../db';
import { domains } from '../db/schema';
import { invalidateCatalog } from './cache';
import { domainSeedToRow } from './rows';
import { bumpCatalogVersion } from './version-watch';

/** Imports of at least this many rows refresh the planner's statistics before they answer. */
const ANALYZE_AFTER_ROWS = 1000;

/**
 * After a large import, the planner's statistics of the catalogue are refreshed at once: PGlite runs no autovacuum,
 * and without them a search of 100,000 names scans the table instead of the trigram indexes (250 ms against 20).
 * A failure here loses nothing (the import is committed), so it is logged, not thrown.
 */
export async function refreshCatalogStatistics(rows: number): Promise<void> {
  if (rows < ANALYZE_AFTER_ROWS) return;
  try {
    const db = await getDb();
    await db.execute(sql`analyze domains`);
  } catch (error) {
    console.warn(
      '[catalog] statistics not refreshed after the import:',
      error instanceof Error ? error.message : error,
    );
  }
}

/** Upserts validated records in one transaction (all or nothing), then drops cached reads. */
export async function upsertDomains(
  records: DomainSeed[],
  now = new Date(),
): Promise<{ inserted: number; updated: number }> {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    let inserted = 0;
    for (const record of records) {
      const row = domainSeedToRow(record, now);
      const { name: _name, ...changes } = row;
      const [written] = await tx
        .insert(domains)
        .values(row)
        .onConflictDoUpdate({ target: domains.name, set: { ...changes, updatedAt: now } })
        .returning({ fresh: sql<boolean>`(xmax = 0)` });
      if (written?.fresh) inserted++;
    }
    await bumpCatalogVersion(tx);
    return { inserted, updated: records.length - inserted };
  });
  invalidateCatalog();
  await refreshCatalogStatistics(records.length);
  return result;
}
