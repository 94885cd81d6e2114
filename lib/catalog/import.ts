import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DomainSeed } from './seed-schema';
import { getDb } from '../db';
import { catalogImports } from '../db/schema';
import { badRequest } from '../errors';
import { invalidateCatalog } from './cache';
import { applyStagedImport, type ApplyOptions, type ImportOutcome } from './import-apply';
import { stageRows, toStagedRow } from './import-columns';
import { domainSeedToRow } from './rows';

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

/**
 * Upserts validated records in one transaction (all or nothing), then drops cached reads. They pass through a staged
 * import so a file and a streamed import keep sales alike: `lines` are the records' file lines for the report.
 */
export async function upsertDomains(
  records: DomainSeed[],
  options: ApplyOptions & { lines?: readonly number[] } = {},
): Promise<ImportOutcome> {
  const { lines, now = new Date(), ...apply } = options;
  const db = await getDb();
  const id = randomUUID();
  const staged = records.map((record, i) => ({
    line: lines?.[i] ?? i + 1,
    name: record.name,
    row: toStagedRow(domainSeedToRow(record, now)),
  }));
  const result = await db.transaction(async (tx) => {
    await tx.insert(catalogImports).values({ id, createdAt: now, updatedAt: now });
    const inserted = await stageRows(tx, id, staged);
    if (inserted.size < staged.length) throw badRequest('A name appears twice in the import; nothing was imported.');
    return applyStagedImport(tx, id, { ...apply, now });
  });
  invalidateCatalog();
  await refreshCatalogStatistics(records.length);
  return result;
}
