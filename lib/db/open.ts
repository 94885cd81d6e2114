import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './lock';
import { pgliteListen, postgresListener, type Listen } from './notifications';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** LISTEN/NOTIFY (lib/db/notifications.ts): in process on PGlite, one dedicated connection on PostgreSQL. */
  listen: Listen;
  /**
   * PostgreSQL only: sessions planned with sequential scans off, for the catalogue's search reads
   * (lib/catalog/search-reads.ts), which would otherwise set it in a transaction of their own: three more round trips.
   */
  searchDb?: Database;
  close(): Promise<void>;
}

export type DatabaseTarget =
  { engine: 'postgres'; url: string } | { engine: 'pglite'; dataDir: string } | { engine: 'pglite-memory' };

/** The embedded database's buffer pool (PostgreSQL's default is 128MB). */
const PGLITE_SHARED_BUFFERS = '16MB';

const migrationsFolder = () => path.join(process.cwd(), 'drizzle');

/** Opens a database and brings its schema up to date. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.engine === 'postgres') return openPostgres(target.url);
  const release = target.engine === 'pglite' ? lockDataDir(target.dataDir) : () => {};
  try {
    // pg_trgm serves the catalogue search (docs/architecture-reference.md "The catalogue at scale").
    // A smaller buffer pool than PostgreSQL's 128 MB: PGlite's pool lives in the process's own memory, and the mall's
    // working set is a fraction of it (docs/architecture-reference.md, "Memory of the embedded database").
    const options = {
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    };
    const client =
      target.engine === 'pglite' ? new PGlite(path.join(target.dataDir, 'pglite'), options) : new PGlite(options);
    await client.waitReady;
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
    return {
      db,
      engine: 'pglite',
      listen: pgliteListen(client),
      async close() {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * Each pool's onConnect, awaited before a new connection takes its first query. PostgreSQL's backends allocate with
 * glibc's malloc, which gives a freed heap top of more than 128 KiB back to the system: the memory a search statement
 * plans in was given back after each statement and faulted in again by the next (at ten million names a search took
 * 11 ms, against 5 ms with the heap kept). Freeing one 2 MiB block raises glibc's thresholds for the session, and the
 * heap is kept. A failure is left to the connection's first query to report.
 */
const keepBackendHeap = (client: pg.ClientBase) =>
  client.query(`select length(repeat('x', ${2 * 1024 * 1024}))`).then(
    () => undefined,
    () => undefined,
  );

async function openPostgres(url: string): Promise<DatabaseHandle> {
  // No JIT: the mall's reads are short, and a large estimate (a trigram index's rows at ten million names) would have
  // a read that runs in 3 ms spend 550 ms compiling itself first.
  const pool = new pg.Pool({
    connectionString: url,
    options: '-c jit=off',
    max: 10,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
    onConnect: keepBackendHeap,
  });
  const searchPool = new pg.Pool({
    connectionString: url,
    max: 5,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
    options: '-c jit=off -c enable_seqscan=off',
    onConnect: keepBackendHeap,
  });
  // An idle client losing its connection must not crash the process; the next query reports it.
  for (const each of [pool, searchPool])
    each.on('error', (error) => console.error('[db] idle PostgreSQL client error:', error.message));
  try {
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    const client = await pool.connect();
    try {
      // Several app servers may start at once: one migrates, the others wait.
      await client.query('select pg_advisory_lock(7263514)');
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder: migrationsFolder() });
      await client.query('select pg_advisory_unlock(7263514)');
    } finally {
      client.release();
    }
    await db.execute(sql`select 1`);
    const listener = postgresListener(url);
    return {
      db,
      engine: 'postgres',
      listen: listener.listen,
      searchDb: drizzlePg({ client: searchPool, schema }) as unknown as Database,
      async close() {
        await listener.close();
        await Promise.all([pool.end(), searchPool.end()]);
      },
    };
  } catch (error) {
    await Promise.all([pool.end().catch(() => {}), searchPool.end().catch(() => {})]);
    throw error;
  }
}
