import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { DatabaseHandle } from '@/lib/db/open';
import * as schema from '@/lib/db/schema';

/** Every table of lib/db/schema/. */
export const ALL_TABLES: string[] = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table));

/**
 * Meters of outbound calls, as the rate limits are of inbound ones: a request whose ignored input changes nothing still
 * reads the chain (a name lookup spends the RPC budget, lib/integrations/rpc-budget.ts).
 */
const METERS = ['rpc_budget'];

/**
 * Each table's row count and a digest of its rows, in one query: a changed, added or removed row shows.
 * Tables named in `skip` (written by design) are left out.
 */
export async function databaseFingerprint(
  handle: DatabaseHandle,
  skip: string[] = [],
): Promise<Record<string, string>> {
  const tables = ALL_TABLES.filter((name) => !skip.includes(name) && !METERS.includes(name));
  const columns = tables.map(
    (name) =>
      sql`(select count(*) || ' rows ' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '-') from ${sql.identifier(name)} t) as ${sql.identifier(name)}`,
  );
  const result = await handle.db.execute(sql`select ${sql.join(columns, sql`, `)}`);
  return (result as unknown as { rows: Record<string, string>[] }).rows[0];
}
