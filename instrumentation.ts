/** Runs once per server process, before the first request: check the environment, open and migrate the database. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { parseEnv, EnvError } = await import('./lib/env');
  try {
    parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const { getDatabase } = await import('./lib/db');
  const { DataDirLockedError } = await import('./lib/db/lock');
  try {
    const { engine } = await getDatabase();
    console.log(`[db] ${engine} ready`);
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof DataDirLockedError) {
      console.error(`\n${cause.message}\n`);
      process.exit(1);
    }
    // Unreachable PostgreSQL: serve fallback data and keep retrying on later requests.
    console.error('[db] not available at start; the catalogue serves fallback data until it is.');
  }
}
