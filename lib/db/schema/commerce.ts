import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ORDER_STATUSES } from '../../rules/order-states';
import { createdAt, inList, updatedAt } from './columns';

/** One NFT mint of a paid sale order (its id is the sale order's id): pending, then minted or failed. See docs/payments.md. */
export const nftMints = pgTable(
  'nft_mints',
  {
    id: uuid('id').primaryKey(),
    domainSlug: text('domain_slug').notNull(),
    recipient: text('recipient').notNull(),
    email: text('email'),
    priceSol: text('price_sol').notNull(),
    status: text('status').notNull().default('pending'),
    providerRef: text('provider_ref'),
    error: text('error'),
    receiptRequestedAt: timestamp('receipt_requested_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('nft_mints_domain_idx').on(t.domainSlug),
    check('nft_mints_status_check', sql`${t.status} in ('pending', 'minted', 'failed')`),
  ],
);

/**
 * A sale through Solana Pay: the name, the price and a reference key fixed when the order is made. The name
 * stays reserved while the order awaits payment; a confirmed transfer to the seller with that reference pays it.
 * See docs/payments.md.
 */
export const saleOrders = pgTable(
  'sale_orders',
  {
    id: uuid('id').primaryKey(),
    domainSlug: text('domain_slug').notNull(),
    domainName: text('domain_name').notNull(),
    amountLamports: bigint('amount_lamports', { mode: 'bigint' }).notNull(),
    recipient: text('recipient').notNull(),
    reference: text('reference').notNull(),
    status: text('status').notNull().default('awaiting_payment'),
    buyer: text('buyer'),
    signature: text('signature'),
    paidLamports: bigint('paid_lamports', { mode: 'bigint' }),
    lastError: text('last_error'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    /** Every lamport that reached the seller with this order's reference (see salePayments). */
    receivedLamports: bigint('received_lamports', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    refundedLamports: bigint('refunded_lamports', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** USD per SOL when the sale completed (the live price), or null when the price service could not say. */
    solUsdRate: doublePrecision('sol_usd_rate'),
    /** Where a refund_pending order came from, and goes back to if its refund never lands. */
    priorStatus: text('prior_status'),
    /** The name's price when the order was opened, before a voucher took its percent off. */
    listLamports: bigint('list_lamports', { mode: 'bigint' }),
    /** The signed-in wallet that opened the order (it holds the name for that wallet). */
    openedBy: text('opened_by'),
    /** The client's Idempotency-Key: a retried POST /api/orders answers this order. */
    idempotencyKey: text('idempotency_key'),
    /** The client address that opened the order, hashed with the server's secret (the per-address hold limit). */
    openedFrom: text('opened_from'),
    /** A digest of the request that opened it: the same Idempotency-Key with another request is refused. */
    requestHash: text('request_hash'),
    /** A paid name's owner is looked up on chain again at this time (backing off: docs/payments.md). */
    nextOwnerCheckAt: timestamp('next_owner_check_at', { withTimezone: true }),
    ownerChecks: integer('owner_checks').notNull().default(0),
    /**
     * The Solana cluster the order was opened on: mainnet-beta is a live sale, any other a test sale. Orders opened
     * before migration 0023 are mainnet-beta (the default then); an order inserted without one is a test order.
     */
    cluster: text('cluster').notNull().default('devnet'),
    /** A test order the owner cleared: the console's lists and totals leave it out (its records stay). */
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sale_orders_reference_key').on(t.reference),
    // Not unique: one transaction may pay several orders.
    index('sale_orders_signature_idx').on(t.signature),
    // One name, one sale: two paid (or fulfilled) orders of one name cannot exist.
    uniqueIndex('sale_orders_one_sale_per_name_key')
      .on(t.domainSlug)
      .where(
        sql`${t.status} in ('paid', 'delivering', 'fulfilled') or (${t.status} = 'refund_pending' and ${t.priorStatus} in ('paid', 'delivering', 'fulfilled'))`,
      ),
    uniqueIndex('sale_orders_idempotency_key').on(t.openedBy, t.idempotencyKey),
    index('sale_orders_opened_by_idx').on(t.openedBy, t.status),
    index('sale_orders_opened_from_idx').on(t.openedFrom, t.status),
    index('sale_orders_owner_check_idx').on(t.status, t.nextOwnerCheckAt),
    index('sale_orders_domain_status_idx').on(t.domainSlug, t.status),
    index('sale_orders_status_checked_idx').on(t.status, t.checkedAt),
    // The console's keyset list (newest first) and the dashboard's revenue by paid day (docs/operators.md).
    index('sale_orders_created_id_idx').on(t.createdAt, t.id),
    index('sale_orders_paid_at_idx').on(t.paidAt),
    index('sale_orders_cluster_idx').on(t.cluster, t.status),
    check('sale_orders_status_check', sql`${t.status} in (${inList(ORDER_STATUSES)})`),
    check('sale_orders_amount_check', sql`${t.amountLamports} > 0`),
  ],
);

/** A note an operator added to an order (append-only: migration 0016 refuses UPDATE and DELETE). */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => saleOrders.id),
    author: text('author').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.id)],
);

/** Views of a name's pages (/domains/{slug}, /wiki/{slug}) per UTC day, counted by the page's beacon. */
export const nameViews = pgTable(
  'name_views',
  {
    slug: text('slug').notNull(),
    day: text('day').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.slug, t.day] }), index('name_views_day_idx').on(t.day)],
);

/**
 * Who has been counted viewing a name today: a keyed hash of the visitor's address and the day (never the address),
 * so a view counts once per visitor, name and day. Only today's rows are kept (lib/catalog/name-views.ts).
 */
export const nameViewVisitors = pgTable(
  'name_view_visitors',
  {
    day: text('day').notNull(),
    slug: text('slug').notNull(),
    visitorKey: text('visitor_key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.slug, t.visitorKey] })],
);

/**
 * A Scav Rack slot draw, kept per browser and name while it can be bought: reopening the slot machine shows the same
 * draw, a respin replaces it (at most 3 a name), and an order for the name is made at the drawn price.
 */
export const scavDraws = pgTable(
  'scav_draws',
  {
    id: uuid('id').primaryKey(),
    browserKey: text('browser_key').notNull(),
    domainSlug: text('domain_slug').notNull(),
    kind: text('kind').notNull(),
    priceLamports: bigint('price_lamports', { mode: 'bigint' }).notNull(),
    respins: integer('respins').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('scav_draws_browser_domain_key').on(t.browserKey, t.domainSlug),
    index('scav_draws_expires_idx').on(t.expiresAt),
  ],
);

export const upgradeRequests = pgTable('upgrade_requests', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull().default('deployment'),
  domain: text('domain').notNull(),
  description: text('description'),
  contact: text('contact'),
  createdAt: createdAt(),
});

/**
 * The delivery of a paid order's name from the custody wallet to its buyer (docs/payments.md "Delivery"): one row per
 * order, a job any process may claim (a conditional update of `claimed_until`), retried with backoff. Once a transfer
 * is signed its signature is kept here before it is sent, so a later attempt re-checks it on chain instead of
 * sending another.
 */
export const nameDeliveries = pgTable(
  'name_deliveries',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => saleOrders.id),
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    signature: text('signature'),
    lastValidBlockHeight: bigint('last_valid_block_height', { mode: 'number' }),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('name_deliveries_due_idx').on(t.state, t.nextAttemptAt),
    uniqueIndex('name_deliveries_signature_key').on(t.signature),
    check('name_deliveries_state_check', sql`${t.state} in ('pending', 'sent', 'delivered', 'blocked', 'refused')`),
  ],
);
