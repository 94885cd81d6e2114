import 'server-only';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../db';
import { IMPORT_INDEX_REBUILD_MIN_ROWS } from '../rules/catalog-limits';

// A large import's write (docs/architecture-reference.md "Streaming imports"). Kept up row by row, the catalogue's
// indexes cost most of it, and past the database's memory each row's index entries are random writes; built again
// after the write, each is one sort. The unique indexes stay: they are the write's own checks. Dropping the others in
// the import's transaction holds every reader of `domains` until it commits.

type Rows<T> = { rows: T[] };

/** Whether an import adding `added` names to the catalogue drops and builds again its indexes around the write. */
export async function shouldRebuildIndexes(tx: Transaction, added: number): Promise<boolean> {
  if (added < IMPORT_INDEX_REBUILD_MIN_ROWS) return false;
  // The planner's row count (kept by ANALYZE, as every large import ends with it): exact enough to compare.
  const result = (await tx.execute(
    sql`select greatest(reltuples, 0)::float8 as rows from pg_class where oid = 'domains'::regclass`,
  )) as unknown as Rows<{ rows: number }>;
  return added > Number(result.rows[0]?.rows ?? 0);
}

/**
 * Runs `write` with every index of `domains` but the unique ones dropped, then builds them again from their own
 * definitions (so a migration that changes one is followed), with `buildMemory` for each build (PostgreSQL's
 * maintenance_work_mem).
 */
export async function withIndexesRebuilt<T>(
  tx: Transaction,
  buildMemory: string | null,
  write: () => Promise<T>,
): Promise<T> {
  const indexes = (await tx.execute(sql`select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i join pg_class c on c.oid = i.indexrelid
    where i.indrelid = 'domains'::regclass and not i.indisunique and not i.indisprimary
    order by c.relname`)) as unknown as Rows<{ name: string; definition: string }>;
  for (const index of indexes.rows) await tx.execute(sql`drop index ${sql.identifier(index.name)}`);
  const result = await write();
  if (buildMemory) await tx.execute(sql`select set_config('maintenance_work_mem', ${buildMemory}, true)`);
  for (const index of indexes.rows) await tx.execute(sql.raw(index.definition));
  return result;
}
