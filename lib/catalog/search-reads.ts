import 'server-only';
import { inArray, sql, type SQL } from 'drizzle-orm';
import { getDatabase, getDb } from '../db';
import { domains } from '../db/schema';
import { rankedSearchPageSql } from './filters';
import { rowToDomain } from './rows';
import type { Domain, DomainFilters } from './types';

// The search reads of lib/catalog/cached-reads.ts (docs/architecture-reference.md "The catalogue at scale").

/**
 * A search's SQL with sequential scans off: an arm asked only for a rare term is planned from the planner's guess of
 * how common the term is, and a scan of every row with a LIMIT looks cheap for a common one.
 */
export async function searchRows<T>(query: SQL): Promise<T[]> {
  const { db, searchDb } = await getDatabase();
  if (searchDb) return ((await searchDb.execute(query)) as unknown as { rows: T[] }).rows;
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
  });
}

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

/** A page of a search in rank order: its candidates to the page's end, then the page's own rows. */
export async function rankedSearchPage(filters: DomainFilters, term: string, limit: number): Promise<Domain[]> {
  const page = await searchRows<{ id: number }>(rankedSearchPageSql(filters, term, limit));
  return rowsById(page.map((row) => Number(row.id)));
}
