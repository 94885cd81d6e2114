import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../db';
import { domains, watchlistStars } from '../db/schema';
import { NOTIFIED_WATCH_CHANGES } from '../rules/inbox';
import { watchChanges, watchedState, type WatchedState } from '../rules/watchlist';
import { queueNotification } from './notify';

/** The starred names a catalogue write may change, as they stood before it (id → name and state). */
export type WatchSnapshot = Map<number, { name: string; state: WatchedState }>;

const starred = sql`${domains.id} in (select ${watchlistStars.domainId} from ${watchlistStars})`;

async function statesOf(tx: Transaction, where: ReturnType<typeof and>): Promise<WatchSnapshot> {
  const rows = await tx
    .select({
      id: domains.id,
      name: domains.name,
      status: domains.status,
      price: domains.price,
      available: domains.available,
      category: domains.category,
    })
    .from(domains)
    .where(where);
  return new Map(rows.map((row) => [row.id, { name: row.name, state: watchedState(row) }]));
}

/**
 * Before a catalogue write: the state of the starred names it may touch (one name by slug, or every starred name for
 * an import). Only starred names are read, so an import of 100,000 rows reads what is watched.
 */
export function watchSnapshot(tx: Transaction, slug?: string): Promise<WatchSnapshot> {
  return statesOf(tx, slug === undefined ? starred : and(starred, eq(domains.slug, slug)));
}

/**
 * After the write, in its transaction: every wallet watching a name whose change it hears of (a price drop, back on
 * sale, sold) gets one message. `except`: a wallet that made the change itself (the buyer of a sold name).
 */
export async function notifyWatchers(
  tx: Transaction,
  before: WatchSnapshot,
  now: Date,
  { except }: { except?: string | null } = {},
): Promise<void> {
  if (before.size === 0) return;
  const after = await statesOf(tx, inArray(domains.id, [...before.keys()]));
  for (const [id, was] of before) {
    const current = after.get(id);
    if (!current) continue;
    const kinds = watchChanges(was.state, current.state)
      .map((change) => NOTIFIED_WATCH_CHANGES[change.kind as keyof typeof NOTIFIED_WATCH_CHANGES])
      .filter((kind) => kind !== undefined);
    if (kinds.length === 0) continue;
    const watchers = await tx
      .select({ wallet: watchlistStars.wallet })
      .from(watchlistStars)
      .where(eq(watchlistStars.domainId, id));
    for (const { wallet } of watchers) {
      if (wallet === except) continue;
      for (const kind of kinds) {
        await queueNotification(
          tx,
          {
            to: { wallet },
            kind,
            name: current.name,
            lamports: current.state.priceLamports,
            detail: kind === 'watch.price-drop' ? { wasLamports: was.state.priceLamports } : {},
          },
          now,
        );
      }
    }
  }
}
