import { getTableColumns, sql } from 'drizzle-orm';
import { domains } from '../db/schema';
import type { Database } from '../db';

// Every column of `domains` an import writes (all but the id and the creation time), by its SQL name.
const written = Object.entries(getTableColumns(domains)).filter(([key]) => key !== 'id' && key !== 'createdAt');

/** The SQL pieces an import writes staged rows with: column list, the staged record's values, the upsert's set. */
export function writtenColumns() {
  return {
    list: sql.raw(written.map(([, column]) => `"${column.name}"`).join(', ')),
    fromStaged: sql.raw(written.map(([, column]) => `r."${column.name}"`).join(', ')),
    updates: sql.raw(
      written
        .filter(([key]) => key !== 'name')
        .map(([, column]) => `"${column.name}" = excluded."${column.name}"`)
        .join(', '),
    ),
  };
}

/** A row to insert → the staged record (SQL column names as keys, times as ISO text). */
export function toStagedRow(insert: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of written) {
    const value = insert[key];
    row[column.name] = value instanceof Date ? value.toISOString() : (value ?? null);
  }
  return row;
}

/**
 * Stages rows of import `id` with one parameter (a multi-row insert would pass PostgreSQL's 65,535 limit) and
 * answers the names it staged: a name the import already holds is skipped, found by the unique index.
 */
export async function stageRows(
  tx: Database,
  id: string,
  rows: { line: number; name: string; row: Record<string, unknown> }[],
): Promise<Set<string>> {
  const payload = JSON.stringify(rows.map((s) => ({ import_id: id, line: s.line, name: s.name, row: s.row })));
  const result = (await tx.execute(sql`insert into catalog_import_rows (import_id, line, name, row)
    select import_id, line, name, row
    from jsonb_to_recordset(${payload}::jsonb) as x(import_id uuid, line integer, name text, row jsonb)
    on conflict (import_id, name) do nothing
    returning name`)) as unknown as { rows: { name: string }[] };
  return new Set(result.rows.map((row) => row.name));
}
