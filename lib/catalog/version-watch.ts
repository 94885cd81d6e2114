import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb, type Transaction } from '../db';
import { catalogVersion } from '../db/schema';
import { invalidateCatalog } from './cache';

/** How often each process looks at the shared catalogue version: a write shows everywhere within this. */
export const CATALOG_SYNC_INTERVAL_MS = 250;

/** Called inside every catalogue write's transaction: the version moves exactly when the write commits. */
export async function bumpCatalogVersion(tx: Transaction): Promise<void> {
  await tx
    .update(catalogVersion)
    .set({ version: sql`${catalogVersion.version} + 1` })
    .where(eq(catalogVersion.id, 1));
}

let seen: number | undefined;

/**
 * Compares the shared version with the one this process last saw; when another process wrote, this process drops
 * its cached catalogue reads (and, through the cache generation, its kept pages). Returns whether it did.
 */
export async function syncCatalogVersion(): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ version: catalogVersion.version })
    .from(catalogVersion)
    .where(eq(catalogVersion.id, 1));
  if (!row) return false;
  const changed = seen !== undefined && row.version !== seen;
  seen = row.version;
  if (changed) invalidateCatalog();
  return changed;
}

let watching: NodeJS.Timeout | undefined;

/** Several processes on one PostgreSQL: each follows the shared version (the embedded database has one process). */
export function watchCatalogVersion(intervalMs = CATALOG_SYNC_INTERVAL_MS): void {
  if (watching) return;
  let running = false;
  watching = setInterval(() => {
    if (running) return;
    running = true;
    syncCatalogVersion()
      .catch(() => {})
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  watching.unref();
}
