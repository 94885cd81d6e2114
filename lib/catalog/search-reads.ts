import 'server-only';
import { getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { getDatabase, getDb, type Database, type Transaction } from '../db';
import { domains } from '../db/schema';
import { rankedSearchPageSql } from './filters';
import { rowToDomain } from './rows';
import type { Domain, DomainFilters } from './types';

// The search reads of lib/catalog/cached-reads.ts (docs/architecture-reference.md "The catalogue at scale").

/**
 * A search's read with sequential scans off: an arm asked only for a rare term is planned from the planner's guess of
 * how common the term is, and a scan of every row with a LIMIT looks cheap for a common one.
 */
async function onSearchDb<T>(read: (db: Database | Transaction) => Promise<T>): Promise<T> {
  const { db, searchDb } = await getDatabase();
  if (searchDb) return read(searchDb);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return read(tx);
  });
}

/** A search's SQL, run with sequential scans off. */
export const searchRows = <T>(query: SQL): Promise<T[]> =>
  onSearchDb(async (db) => ((await db.execute(query)) as unknown as { rows: T[] }).rows);

/** Rows by id, in the order of `ids`. */
export async function rowsById(ids: number[]): Promise<Domain[]> {
  if (!ids.length) return [];
  const db = await getDb();
  const rows = await db.select().from(domains).where(inArray(domains.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [rowToDomain(row)] : [];
  });
}

const columns = getTableColumns(domains);

/** A page of a search in rank order, in one statement: its candidates to the page's end, then the page's own rows. */
export async function rankedSearchPage(filters: DomainFilters, term: string, limit: number): Promise<Domain[]> {
  const page = sql`(${rankedSearchPageSql(filters, term, limit)}) as page`;
  const rows = await onSearchDb((db) =>
    db
      .select(columns)
      .from(domains)
      .innerJoin(page, sql`page.id = ${domains.id}`)
      .orderBy(sql`page.rank`, sql`page.name`),
  );
  return rows.map(rowToDomain);
}
