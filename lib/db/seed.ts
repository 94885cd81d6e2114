import { sql } from 'drizzle-orm';
import { domainSeedToRow } from '../catalog/rows';
import { readSeedCatalog } from '../catalog/seed-file';
import type { Database } from './open';
import { domains } from './schema';

/** An empty catalogue is filled from the seed file; a catalogue with rows is left alone. */
export async function seedIfEmpty(db: Database, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(domains);
    if (count > 0) return 0;
    const rows = readSeedCatalog().map((seed) => domainSeedToRow(seed, now));
    await tx.insert(domains).values(rows).onConflictDoNothing();
    return rows.length;
  });
}
