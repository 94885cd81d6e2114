import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** New anonymous poll votes per network address (HMAC of the IP) and UTC day: capped (docs/product.md, poll). */
export const pollAddressVotes = pgTable(
  'poll_address_votes',
  {
    pollId: text('poll_id').notNull(),
    addressHash: text('address_hash').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    votes: integer('votes').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.pollId, t.addressHash, t.day] })],
);
