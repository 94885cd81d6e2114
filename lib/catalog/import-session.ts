import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, getTableColumns, inArray, lt, sql } from 'drizzle-orm';
import { getDb } from '../db';
import { catalogImportRows, catalogImports, domains } from '../db/schema';
import { AppError, badRequest, notFound } from '../errors';
import { IMPORT_BATCH_MAX_ROWS, IMPORT_STALE_MS } from '../rules/catalog-limits';
import { invalidateCatalog } from './cache';
import { refreshCatalogStatistics } from './import';
import { domainSeedToRow } from './rows';
import { domainSeedSchema } from './seed-schema';
import { bumpCatalogVersion } from './version-watch';

/** A row the import refused: its file line, the column at fault (when one is) and why. */
export interface ImportRowProblem {
  line: number;
  column?: string;
  message: string;
}

export class ImportRowsError extends AppError {
  constructor(readonly rows: ImportRowProblem[]) {
    const [first] = rows;
    super(
      'bad_request',
      first
        ? `line ${first.line}${first.column ? `, column ${first.column}` : ''}: ${first.message}; nothing was imported.`
        : 'bad rows; nothing was imported.',
    );
  }
}

// Every column of `domains` an import writes (all but the id and the creation time), by its SQL name.
const written = Object.entries(getTableColumns(domains)).filter(([key]) => key !== 'id' && key !== 'createdAt');
const columnList = sql.raw(written.map(([, column]) => `"${column.name}"`).join(', '));
const fromStaged = sql.raw(written.map(([, column]) => `r."${column.name}"`).join(', '));
const updateList = sql.raw(
  written
    .filter(([key]) => key !== 'name')
    .map(([, column]) => `"${column.name}" = excluded."${column.name}"`)
    .join(', '),
);

function toStagedRow(insert: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of written) {
    const value = insert[key];
    row[column.name] = value instanceof Date ? value.toISOString() : (value ?? null);
  }
  return row;
}

const errorCode = (error: unknown) =>
  (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;

/** Opens an import; imports left open longer than a day are dropped on the way. */
export async function openImport(now = new Date()): Promise<string> {
  const db = await getDb();
  const id = randomUUID();
  await db.delete(catalogImports).where(lt(catalogImports.updatedAt, new Date(now.getTime() - IMPORT_STALE_MS)));
  await db.insert(catalogImports).values({ id, createdAt: now, updatedAt: now });
  return id;
}

async function requireOpenImport(id: string): Promise<void> {
  const db = await getDb();
  const [found] = await db.select({ id: catalogImports.id }).from(catalogImports).where(eq(catalogImports.id, id));
  if (!found) throw notFound('No open import with this id (it was committed, aborted or dropped after a day).');
}

/**
 * Validates a batch of records (each with its file line) and stages them. A bad row, or a name already staged,
 * refuses the whole batch with the line and column; the caller then aborts the import.
 */
export async function stageImportRows(
  id: string,
  batch: { line: number; record: unknown }[],
  now = new Date(),
): Promise<{ staged: number }> {
  if (batch.length > IMPORT_BATCH_MAX_ROWS) throw badRequest(`At most ${IMPORT_BATCH_MAX_ROWS} rows per batch.`);
  await requireOpenImport(id);
  const problems: ImportRowProblem[] = [];
  const staged: { line: number; name: string; row: Record<string, unknown> }[] = [];
  const lineOf = new Map<string, number>();
  for (const { line, record } of batch) {
    const parsed = domainSeedSchema.safeParse(record);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const column = issue.path.length ? String(issue.path[0]) : undefined;
      problems.push({ line, column, message: issue.message });
      continue;
    }
    const earlier = lineOf.get(parsed.data.name);
    if (earlier !== undefined) {
      problems.push({ line, column: 'name', message: `${parsed.data.name} already appears on line ${earlier}` });
      continue;
    }
    lineOf.set(parsed.data.name, line);
    staged.push({ line, name: parsed.data.name, row: toStagedRow(domainSeedToRow(parsed.data, now)) });
  }
  if (problems.length) throw new ImportRowsError(problems.slice(0, 20));
  const db = await getDb();
  const names = staged.map((s) => s.name);
  const repeats = names.length
    ? await db
        .select({ name: catalogImportRows.name, line: catalogImportRows.line })
        .from(catalogImportRows)
        .where(and(eq(catalogImportRows.importId, id), inArray(catalogImportRows.name, names)))
    : [];
  if (repeats.length) {
    throw new ImportRowsError(
      repeats.map((r) => ({
        line: lineOf.get(r.name)!,
        column: 'name',
        message: `${r.name} already appears on line ${r.line}`,
      })),
    );
  }
  // One parameter for the whole batch: a multi-row insert of thousands of rows would pass PostgreSQL's
  // 65,535-parameter limit.
  const payload = JSON.stringify(staged.map((s) => ({ import_id: id, line: s.line, name: s.name, row: s.row })));
  await db
    .transaction(async (tx) => {
      await tx.execute(sql`insert into catalog_import_rows (import_id, line, name, row)
      select import_id, line, name, row
      from jsonb_to_recordset(${payload}::jsonb) as x(import_id uuid, line integer, name text, row jsonb)`);
      await tx
        .update(catalogImports)
        .set({ rows: sql`${catalogImports.rows} + ${staged.length}`, updatedAt: now })
        .where(eq(catalogImports.id, id));
    })
    .catch((error: unknown) => {
      // Two batches sent at once can both hold a name; the unique index catches it.
      if (errorCode(error) === '23505') throw badRequest('A name appears twice in the file; nothing was imported.');
      throw error;
    });
  return { staged: staged.length };
}

/** Writes every staged row to the catalogue in one transaction (all or nothing), then drops the import. */
export async function commitImport(id: string): Promise<{ inserted: number; updated: number }> {
  await requireOpenImport(id);
  const db = await getDb();
  try {
    const result = await db.transaction(async (tx) => {
      const [counts] = await tx
        .select({
          total: sql<number>`count(*)::int`,
          existing: sql<number>`count(${domains.id})::int`,
        })
        .from(catalogImportRows)
        .leftJoin(domains, eq(domains.name, catalogImportRows.name))
        .where(eq(catalogImportRows.importId, id));
      const total = Number(counts?.total ?? 0);
      if (total === 0) throw badRequest('The import holds no domains; nothing was imported.');
      await tx.execute(sql`insert into domains (${columnList})
        select ${fromStaged}
        from catalog_import_rows s, jsonb_populate_record(null::domains, s.row) r
        where s.import_id = ${id}
        order by s.line
        on conflict (name) do update set ${updateList}`);
      await tx.delete(catalogImports).where(eq(catalogImports.id, id));
      await bumpCatalogVersion(tx);
      const existing = Number(counts?.existing ?? 0);
      return { inserted: total - existing, updated: existing };
    });
    invalidateCatalog();
    await refreshCatalogStatistics(result.inserted + result.updated);
    return result;
  } catch (error) {
    const code =
      (error as { code?: string; cause?: { code?: string } }).code ??
      (error as { cause?: { code?: string } }).cause?.code;
    if (code === '23505')
      throw badRequest('Two names in the import share a slug with each other or the catalogue; nothing was imported.');
    if (code === '23514') throw badRequest('A row breaks a database rule; nothing was imported.');
    throw error;
  }
}

/** Drops an import and its staged rows. */
export async function abortImport(id: string): Promise<void> {
  const db = await getDb();
  await db.delete(catalogImports).where(eq(catalogImports.id, id));
}
