import 'server-only';
import { eq, gt, sql } from 'drizzle-orm';
import { getDb, type Transaction } from '../db';
import { catalogTagVersions, catalogVersion } from '../db/schema';
import { CATALOG_TAG, expireCatalogTags } from './cache';

/** How often each process looks at the shared catalogue version: a write shows everywhere within this. */
const CATALOG_SYNC_INTERVAL_MS = 250;

/**
 * Called inside every catalogue write's transaction with the cache tags it changes (lib/catalog/cache.ts): the
 * version moves, and the tags are recorded against it, exactly when the write commits. Writers queue on the one
 * version row, so versions commit in order.
 */
export async function bumpCatalogVersion(tx: Transaction, tags: string[] = [CATALOG_TAG]): Promise<void> {
  const [row] = await tx
    .update(catalogVersion)
    .set({ version: sql`${catalogVersion.version} + 1` })
    .where(eq(catalogVersion.id, 1))
    .returning({ version: catalogVersion.version });
  if (!row) return;
  await tx
    .insert(catalogTagVersions)
    .values(tags.map((tag) => ({ tag, version: row.version })))
    .onConflictDoUpdate({ target: catalogTagVersions.tag, set: { version: row.version } });
}

let seen: number | undefined;

/**
 * Compares the shared version with the one this process last saw; when another process wrote, this process expires
 * the cache tags written since (and, through the cache generation, its kept pages). Returns whether it did.
 */
export async function syncCatalogVersion(): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ version: catalogVersion.version })
    .from(catalogVersion)
    .where(eq(catalogVersion.id, 1));
  if (!row) return false;
  const last = seen;
  seen = row.version;
  if (last === undefined || row.version === last) return false;
  // A version that went back (the table was recreated) leaves nothing to compare with: everything goes.
  const written =
    row.version > last
      ? await db
          .select({ tag: catalogTagVersions.tag })
          .from(catalogTagVersions)
          .where(gt(catalogTagVersions.version, last))
      : [];
  expireCatalogTags(written.length ? written.map(({ tag }) => tag) : [CATALOG_TAG]);
  return true;
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
