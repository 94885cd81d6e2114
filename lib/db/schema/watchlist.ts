import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { domains } from './catalog';
import { createdAt } from './columns';

/**
 * A wallet's starred names, each with the state seen when the wallet last opened /watchlist (or starred it), so
 * what changed since is worked out on the server (lib/rules/watchlist.ts).
 */
export const watchlistStars = pgTable(
  'watchlist_stars',
  {
    wallet: text('wallet').notNull(),
    domainId: integer('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    seenStatus: text('seen_status').notNull(),
    seenPriceLamports: bigint('seen_price_lamports', { mode: 'number' }),
    seenOnSale: boolean('seen_on_sale').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.wallet, t.domainId] }),
    index('watchlist_stars_wallet_created_idx').on(t.wallet, t.createdAt),
  ],
);
