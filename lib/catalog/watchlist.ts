import 'server-only';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { getDb, type Transaction } from '../db';
import { createRateLimiter } from '../rate-limit';
import { domains, watchlistStars } from '../db/schema';
import { conflict, notFound } from '../errors';
import {
  WATCHLIST_FULL,
  WATCHLIST_LIMIT,
  WATCHLIST_UNKNOWN_NAME,
  watchChanges,
  watchedState,
  type WatchChange,
} from '../rules/watchlist';

/** Stars and unstars from one address: a person clicking through the racks, not a script. */
export const watchlistLimiter = createRateLimiter('catalog-watchlist', { limit: 60 });

/** One starred name as /watchlist shows it: its state now, and what changed since the wallet last looked. */
export interface WatchlistEntry {
  name: string;
  slug: string;
  status: string;
  /** The catalogue's price text ('4.2 SOL', 'TBA'). */
  price: string;
  changes: WatchChange[];
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
    .select({
      id: domains.id,
      status: domains.status,
      price: domains.price,
      available: domains.available,
      category: domains.category,
    })
    .from(domains)
    .where(eq(domains.slug, bareSlug(slug)))
    .limit(1);
  if (!row) throw notFound(WATCHLIST_UNKNOWN_NAME);
  return row;
}

/**
 * Stars a name for a wallet, remembering its state now (so a fresh star shows no change). Starring a starred name
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
    const seen = watchedState(domain);
    await tx.insert(watchlistStars).values({
      wallet,
      domainId: domain.id,
      seenStatus: seen.status,
      seenPriceLamports: seen.priceLamports,
      seenOnSale: seen.onSale,
    });
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

/**
 * Opens the watchlist: each starred name with what changed since the last visit, then records this visit (the state
 * now becomes the state seen), so the next visit marks only what changes after this one.
 */
export async function visitWatchlist(wallet: string, now = new Date()): Promise<WatchlistEntry[]> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ star: watchlistStars, domain: domains })
      .from(watchlistStars)
      .innerJoin(domains, eq(domains.id, watchlistStars.domainId))
      .where(eq(watchlistStars.wallet, wallet))
      .orderBy(asc(domains.name));
    const entries: WatchlistEntry[] = [];
    for (const { star, domain } of rows) {
      const current = watchedState(domain);
      const seen = { status: star.seenStatus, priceLamports: star.seenPriceLamports, onSale: star.seenOnSale };
      const changes = watchChanges(seen, current);
      entries.push({ name: domain.name, slug: domain.slug, status: domain.status, price: domain.price, changes });
      if (
        seen.status !== current.status ||
        seen.priceLamports !== current.priceLamports ||
        seen.onSale !== current.onSale
      ) {
        await tx
          .update(watchlistStars)
          .set({
            seenStatus: current.status,
            seenPriceLamports: current.priceLamports,
            seenOnSale: current.onSale,
            seenAt: now,
          })
          .where(and(eq(watchlistStars.wallet, wallet), eq(watchlistStars.domainId, domain.id)));
      }
    }
    return entries;
  });
}
