import 'server-only';
import { sql } from 'drizzle-orm';
import type { DomainSeed } from './seed-types';
import { getDb } from '../db';
import { domains } from '../db/schema';
import { invalidateCatalog } from './cache';
import { domainSeedToRow } from './rows';
import { bumpCatalogVersion } from './version-watch';

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
  return result;
}
