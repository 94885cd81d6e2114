import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LIVE_OFFER_STATUSES, OFFER_STATUSES } from '../../rules/buyer-offers';
import { NAME_EVENT_KINDS } from '../../rules/name-history';
import { createdAt, inList, updatedAt } from './columns';
import { saleOrders } from './commerce';

/**
 * A buyer's offer on a catalogue name (docs/product.md "Offers"). Its status is written only by
 * lib/commerce/offers/transitions.ts; an accepted offer points at the order that holds the name for the buyer.
 */
export const buyerOffers = pgTable(
  'buyer_offers',
  {
    id: uuid('id').primaryKey(),
    domainSlug: text('domain_slug').notNull(),
    wallet: text('wallet').notNull(),
    amountLamports: bigint('amount_lamports', { mode: 'number' }).notNull(),
    /** The operator's counter, which the buyer accepts or declines. */
    counterLamports: bigint('counter_lamports', { mode: 'number' }),
    message: text('message'),
    declineReason: text('decline_reason'),
    status: text('status').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    orderId: uuid('order_id').references(() => saleOrders.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One live offer per wallet and name, whatever races (docs/product.md "Offers").
    uniqueIndex('buyer_offers_one_live_key')
      .on(t.domainSlug, t.wallet)
      .where(sql`${t.status} in (${inList(LIVE_OFFER_STATUSES)})`),
    index('buyer_offers_status_created_idx').on(t.status, t.createdAt),
    index('buyer_offers_domain_status_idx').on(t.domainSlug, t.status),
    index('buyer_offers_wallet_status_idx').on(t.wallet, t.status),
    index('buyer_offers_order_idx').on(t.orderId),
    check('buyer_offers_status_check', sql`${t.status} in (${inList(OFFER_STATUSES)})`),
    check('buyer_offers_amount_check', sql`${t.amountLamports} > 0`),
  ],
);

/**
 * One event of a name's history, written in the transaction of the change it records; public, so it keeps amounts
 * and never wallets. An order's or an offer's event is recorded once (unique per kind and order or offer).
 */
export const nameEvents = pgTable(
  'name_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    domainSlug: text('domain_slug').notNull(),
    kind: text('kind').notNull(),
    lamports: bigint('lamports', { mode: 'number' }),
    orderId: uuid('order_id'),
    offerId: uuid('offer_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('name_events_domain_idx').on(t.domainSlug, t.id),
    index('name_events_kind_idx').on(t.kind, t.id),
    uniqueIndex('name_events_order_once_key')
      .on(t.orderId, t.kind)
      .where(sql`${t.orderId} is not null`),
    check('name_events_kind_check', sql`${t.kind} in (${inList(NAME_EVENT_KINDS)})`),
  ],
);
