import 'server-only';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../db';
import { IMPORT_INDEX_REBUILD_MIN_ROWS } from '../rules/catalog-limits';

// A large import's write (docs/architecture-reference.md "Streaming imports"). Kept up row by row, the catalogue's GIN
// indexes cost most of it: a million names take 71 s to write with them and 35 s without, and building the three
// again takes 10 s. Dropping them in the import's transaction holds every reader of `domains` until it commits.

type Rows<T> = { rows: T[] };

/** Whether an import adding `added` names to the catalogue drops and builds again the GIN indexes around its write. */
export async function shouldRebuildSearchIndexes(tx: Transaction, added: number): Promise<boolean> {
  if (added < IMPORT_INDEX_REBUILD_MIN_ROWS) return false;
  // The planner's row count (kept by ANALYZE, as every large import ends with it): exact enough to compare.
  const result = (await tx.execute(
    sql`select greatest(reltuples, 0)::float8 as rows from pg_class where oid = 'domains'::regclass`,
  )) as unknown as Rows<{ rows: number }>;
  return added > Number(result.rows[0]?.rows ?? 0);
}

/**
 * Runs `write` with the GIN indexes of `domains` dropped, then builds them again from their own definitions (so a
 * migration that changes one is followed), with `buildMemory` for each build (PostgreSQL's maintenance_work_mem).
 */
export async function withSearchIndexesRebuilt<T>(
  tx: Transaction,
  buildMemory: string | null,
  write: () => Promise<T>,
): Promise<T> {
  const indexes = (await tx.execute(sql`select indexname as name, indexdef as definition from pg_indexes
    where schemaname = current_schema() and tablename = 'domains' and indexdef like '% USING gin %'
    order by indexname`)) as unknown as Rows<{ name: string; definition: string }>;
  for (const index of indexes.rows) await tx.execute(sql`drop index ${sql.identifier(index.name)}`);
  const result = await write();
  if (buildMemory) await tx.execute(sql`select set_config('maintenance_work_mem', ${buildMemory}, true)`);
  for (const index of indexes.rows) await tx.execute(sql.raw(index.definition));
  return result;
}
