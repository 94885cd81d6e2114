import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { domains } from './catalog';
import { createdAt } from './columns';

/**
 * A wallet's starred names. What changes on one (a price drop, back on sale, sold) reaches the wallet's inbox from
 * the write that changed it (lib/inbox/watch-notices.ts).
 */
export const watchlistStars = pgTable(
  'watchlist_stars',
  {
    wallet: text('wallet').notNull(),
    domainId: integer('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.wallet, t.domainId] }),
    index('watchlist_stars_wallet_created_idx').on(t.wallet, t.createdAt),
  ],
);
