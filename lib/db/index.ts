import 'server-only';
import { env } from '../env';
import { DATABASE_UNAVAILABLE } from '../rules/error-messages';
import { PROCESS_STATE, processState } from '../process-state.mjs';
import { openDatabase, type Database, type DatabaseHandle, type DatabaseTarget } from './open';
import { seedIfEmpty } from './seed';

export type { Database, DatabaseHandle, Transaction } from './open';

/** The database cannot be reached: reads fall back, writes answer 503 'Database not available'. */
export class DatabaseUnavailableError extends Error {
  constructor(cause?: unknown) {
    super(DATABASE_UNAVAILABLE, { cause });
  }
}

const RETRY_AFTER_FAILURE_MS = 2000;
/**
 * Kept on globalThis: Next.js bundles route handlers and pages separately, so module-level state would give
 * each bundle its own database (two PGlite instances on one data dir, each blind to the other's writes).
 */
const state = processState<{
  opening: Promise<DatabaseHandle> | undefined;
  lastFailureAt: number;
  lastFailure: unknown;
}>(PROCESS_STATE.db, () => ({ opening: undefined, lastFailureAt: 0, lastFailure: undefined }));

export function databaseTarget(): DatabaseTarget {
  const { DATABASE_URL, DATA_DIR } = env();
  return DATABASE_URL ? { engine: 'postgres', url: DATABASE_URL } : { engine: 'pglite', dataDir: DATA_DIR };
}

async function open(): Promise<DatabaseHandle> {
  const handle = await openDatabase(databaseTarget());
  await seedIfEmpty(handle.db);
  return handle;
}

/** The process's database, opened, migrated and seeded on first use. */
export async function getDatabase(): Promise<DatabaseHandle> {
  if (!state.opening) {
    if (Date.now() - state.lastFailureAt < RETRY_AFTER_FAILURE_MS)
      throw new DatabaseUnavailableError(state.lastFailure);
    state.opening = open().catch((error) => {
      state.opening = undefined;
      state.lastFailureAt = Date.now();
      state.lastFailure = error;
      console.error('[db] cannot open the database:', error instanceof Error ? error.message : error);
      throw new DatabaseUnavailableError(error);
    });
  }
  return state.opening;
}

export async function getDb(): Promise<Database> {
  return (await getDatabase()).db;
}

/** Tests and scripts hand in a database of their own. */
export function selectDatabase(handle: DatabaseHandle | undefined): void {
  state.opening = handle ? Promise.resolve(handle) : undefined;
  state.lastFailureAt = 0;
}

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EPIPE',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08006',
]);

/** True for errors meaning "the database is not there", as opposed to a bad query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof DatabaseUnavailableError) return true;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && /connection terminated|timeout exceeded when trying to connect/i.test(message))
      return true;
  }
  return false;
}

/** Whether an error (or one it wraps) is PostgreSQL's unique_violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
