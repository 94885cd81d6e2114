import 'server-only';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { getDb, type Transaction } from '../db';
import { createRateLimiter } from '../rate-limit';
import { domains, watchlistStars } from '../db/schema';
import { conflict, notFound } from '../errors';
import { WATCHLIST_FULL, WATCHLIST_LIMIT, WATCHLIST_UNKNOWN_NAME } from '../rules/watchlist';

/** Stars and unstars from one address: a person clicking through the racks, not a script. */
export const watchlistLimiter = createRateLimiter('catalog-watchlist', { limit: 60 });

/** One starred name as /watchlist shows it: its state now (what changed reached the inbox when it changed). */
export interface WatchlistEntry {
  name: string;
  slug: string;
  status: string;
  /** The catalogue's price text ('4.2 SOL', 'TBA'). */
  price: string;
}

/** GET /api/watchlist/{slug}: whether this visitor is signed in, and starred the name. */
export interface StarStatus {
  signedIn: boolean;
  starred: boolean;
}

/** POST /api/watchlist/{slug}: starred, and how many names the wallet now watches. */
export interface Starred {
  starred: true;
  count: number;
}

/** DELETE /api/watchlist/{slug}. */
export interface Unstarred {
  starred: false;
}

const bareSlug = (slug: string) =>
  slug
    .trim()
    .toLowerCase()
    .replace(/\.sol$/, '');

async function findDomain(tx: Transaction, slug: string) {
  const [row] = await tx
    .select({ id: domains.id })
    .from(domains)
    .where(eq(domains.slug, bareSlug(slug)))
    .limit(1);
  if (!row) throw notFound(WATCHLIST_UNKNOWN_NAME);
  return row;
}

/**
 * Stars a name for a wallet: from now on its price drops, returns to sale and sale reach the wallet's inbox
 * (lib/inbox/watch-notices.ts). Starring a starred name
 * changes nothing; a full watchlist is refused (409). One wallet's stars are counted under a lock, so two tabs
 * cannot both take the last place.
 */
export async function starName(wallet: string, slug: string): Promise<Starred> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`watchlist:${wallet}`}))`);
    const domain = await findDomain(tx, slug);
    const [{ stars }] = await tx
      .select({ stars: count() })
      .from(watchlistStars)
      .where(eq(watchlistStars.wallet, wallet));
    const [already] = await tx
      .select({ wallet: watchlistStars.wallet })
      .from(watchlistStars)
      .where(and(eq(watchlistStars.wallet, wallet), eq(watchlistStars.domainId, domain.id)));
    if (already) return { starred: true, count: stars };
    if (stars >= WATCHLIST_LIMIT) throw conflict(WATCHLIST_FULL);
    await tx.insert(watchlistStars).values({ wallet, domainId: domain.id });
    return { starred: true, count: stars + 1 };
  });
}

/** Unstars a name; unstarring a name that is not starred changes nothing. An unknown name is a 404. */
export async function unstarName(wallet: string, slug: string): Promise<Unstarred> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const domain = await findDomain(tx, slug);
    await tx
      .delete(watchlistStars)
      .where(and(eq(watchlistStars.wallet, wallet), eq(watchlistStars.domainId, domain.id)));
    return { starred: false };
  });
}

/** Whether a wallet starred a name (the star on a name's page). */
export async function isStarred(wallet: string, slug: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .select({ wallet: watchlistStars.wallet })
    .from(watchlistStars)
    .innerJoin(domains, eq(domains.id, watchlistStars.domainId))
    .where(and(eq(watchlistStars.wallet, wallet), eq(domains.slug, bareSlug(slug))))
    .limit(1);
  return rows.length > 0;
}

/** The watchlist: each starred name as it stands now, by name. A read: nothing is marked or used up. */
export async function readWatchlist(wallet: string): Promise<WatchlistEntry[]> {
  const db = await getDb();
  return db
    .select({ name: domains.name, slug: domains.slug, status: domains.status, price: domains.price })
    .from(watchlistStars)
    .innerJoin(domains, eq(domains.id, watchlistStars.domainId))
    .where(eq(watchlistStars.wallet, wallet))
    .orderBy(asc(domains.name));
}
