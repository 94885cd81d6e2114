import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import { getDatabase, getDb, type Database, type Transaction } from '../db';
import { catalogImports } from '../db/schema';
import { AppError, badRequest, notFound } from '../errors';
import { IMPORT_BATCH_MAX_ROWS, IMPORT_STALE_MS } from '../rules/catalog-limits';
import { invalidateCatalog } from './cache';
import { refreshCatalogStatistics } from './import';
import { domainSeedToRow } from './rows';
import { domainSeedSchema } from './seed-schema';
import { applyStagedImport, type ApplyOptions, type ImportOutcome } from './import-apply';
import { stageRows, toStagedRow } from './import-columns';
import { namesArray } from './sale-guard';

/** maintenance_work_mem for a large import's index builds on PostgreSQL. */
const IMPORT_INDEX_BUILD_MEMORY = '256MB';

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

const errorCode = (error: unknown) =>
  (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;

/** The batch's names an earlier batch staged (the rows the insert skipped), each with both lines. */
async function repeatedNames(
  tx: Transaction,
  id: string,
  staged: { name: string }[],
  inserted: Set<string>,
  lineOf: Map<string, number>,
): Promise<ImportRowsError> {
  const skipped = staged.map((s) => s.name).filter((name) => !inserted.has(name));
  const earlier = (await tx.execute(sql`select name, line from catalog_import_rows
    where import_id = ${id} and name = any(${namesArray(skipped)}) order by line`)) as unknown as {
    rows: { name: string; line: number }[];
  };
  return new ImportRowsError(
    earlier.rows.map((r) => ({
      line: lineOf.get(r.name)!,
      column: 'name',
      message: `${r.name} already appears on line ${r.line}`,
    })),
  );
}

/** Opens an import; imports left open longer than a day are dropped on the way. */
export async function openImport(now = new Date()): Promise<string> {
  const db = await getDb();
  const id = randomUUID();
  await db.delete(catalogImports).where(lt(catalogImports.updatedAt, new Date(now.getTime() - IMPORT_STALE_MS)));
  await db.insert(catalogImports).values({ id, createdAt: now, updatedAt: now });
  return id;
}

async function requireOpenImport(id: string, target?: Database | Transaction): Promise<void> {
  const db = target ?? (await getDb());
  const [found] = await db.select({ id: catalogImports.id }).from(catalogImports).where(eq(catalogImports.id, id));
  if (!found)
    throw notFound(
      'No open import with this id (it was committed, aborted, dropped after a day, or lost when the database restarted).',
    );
}

/**
 * Validates a batch of records (each with its file line) and stages them. A bad row, or a name already staged,
 * refuses the whole batch with the line and column; the caller then aborts the import.
 */
export async function stageImportRows(
  id: string,
  batch: { line: number; record: unknown }[],
  now = new Date(),
  target?: Database | Transaction,
): Promise<{ staged: number }> {
  if (batch.length > IMPORT_BATCH_MAX_ROWS) throw badRequest(`At most ${IMPORT_BATCH_MAX_ROWS} rows per batch.`);
  await requireOpenImport(id, target);
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
  const db = target ?? (await getDb());
  await db
    .transaction(async (tx) => {
      // The unique index (import_id, name) finds a name staged by an earlier batch: one index probe a row, however
      // many rows the import holds (a lookup of the batch's names against the staged rows grew with them).
      const inserted = await stageRows(tx, id, staged);
      if (inserted.size < staged.length) throw await repeatedNames(tx, id, staged, inserted, lineOf);
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

/**
 * Writes every staged row to the catalogue in one transaction (all or nothing), then drops the import. Names an
 * order protects keep their status and price unless `override` names them (docs/operators.md "Catalogue").
 */
export async function commitImport(id: string, options: ApplyOptions = {}): Promise<ImportOutcome> {
  await requireOpenImport(id);
  const { db, engine } = await getDatabase();
  // PGlite's memory is the process's own, and never given back: its builds keep the default.
  const indexBuildMemory = engine === 'postgres' ? IMPORT_INDEX_BUILD_MEMORY : undefined;
  try {
    const result = await db.transaction((tx) => applyStagedImport(tx, id, { indexBuildMemory, ...options }));
    invalidateCatalog();
    await refreshCatalogStatistics(result.inserted + result.updated);
    return result;
  } catch (error) {
    const code = errorCode(error);
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
