import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { selectDatabase } from '@/lib/db';
import { resetEnvCache } from '@/lib/env';
import { openDatabase, type DatabaseHandle } from '@/lib/db/open';
import { seedIfEmpty } from '@/lib/db/seed';

export interface TestEngine {
  name: 'pglite' | 'postgres';
  open(): Promise<DatabaseHandle>;
}

/** A fresh PostgreSQL database next to TEST_DATABASE_URL's, dropped on close. */
async function openFreshPostgres(baseUrl: string): Promise<DatabaseHandle> {
  const name = `rv_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ engine: 'postgres', url: url.toString() });
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const testEngines: TestEngine[] = [
  { name: 'pglite', open: () => openDatabase({ engine: 'pglite-memory' }) },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'postgres' as const, open: () => openFreshPostgres(process.env.TEST_DATABASE_URL!) }]
    : []),
];

/**
 * PostgreSQL alone, for what PGlite cannot show (several processes, 100k rows): `describe.skipIf(!postgres.set)`
 * over `postgres.engines`, which holds a named placeholder when TEST_DATABASE_URL is not set, so the suite is
 * reported as skipped rather than missing.
 */
export const postgres = (() => {
  const engines = testEngines.filter((engine) => engine.name === 'postgres');
  const unset = { name: 'PostgreSQL (TEST_DATABASE_URL is not set)' } as unknown as TestEngine;
  return { set: engines.length > 0, engines: engines.length > 0 ? engines : [unset] };
})();

/**
 * Opens a fresh database for the surrounding describe block, seeded with the catalogue unless told
 * otherwise, and makes it the app's database. Returns a getter for the handle.
 */
export function useTestDatabase(engine: TestEngine, { seed = true } = {}): () => DatabaseHandle {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await engine.open();
    if (seed) await seedIfEmpty(handle.db);
    selectDatabase(handle);
  });
  afterAll(async () => {
    selectDatabase(undefined);
    await handle?.close();
  });
  return () => {
    if (!handle) throw new Error('test database not open yet');
    return handle;
  };
}

/** For the surrounding describe block, the app's database is a PostgreSQL that cannot be reached. */
export function useUnreachableDatabase(): void {
  beforeAll(() => {
    process.env.DATABASE_URL = 'postgres://nobody@127.0.0.1:1/none';
    resetEnvCache();
    selectDatabase(undefined);
  });
  afterAll(() => {
    delete process.env.DATABASE_URL;
    resetEnvCache();
    selectDatabase(undefined);
  });
}
