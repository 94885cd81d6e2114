import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { saleOrders } from './commerce';

/**
 * Every transaction seen carrying an order's reference, whatever became of it: counted towards the order, completed
 * it, arrived late, failed on chain, went elsewhere, or was refunded. `source` is the transfer's source account (the
 * buyer), not the fee payer. See docs/payments.md.
 */
export const salePayments = pgTable(
  'sale_payments',
  {
    signature: text('signature').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => saleOrders.id),
    source: text('source'),
    recipient: text('recipient'),
    lamports: bigint('lamports', { mode: 'bigint' }).notNull(),
    blockTime: timestamp('block_time', { withTimezone: true }).notNull(),
    outcome: text('outcome').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sale_payments_order_idx').on(t.orderId),
    check(
      'sale_payments_outcome_check',
      sql`${t.outcome} in ('completed', 'underpaid', 'paid_late', 'failed', 'wrong_recipient', 'wrong_memo', 'extra', 'refunded')`,
    ),
    check('sale_payments_lamports_check', sql`${t.lamports} >= 0`),
  ],
);

/** A refund the operator sent for an order (its signature), whole or part (an overpayment's excess). */
export const saleRefunds = pgTable(
  'sale_refunds',
  {
    signature: text('signature').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => saleOrders.id),
    lamports: bigint('lamports', { mode: 'bigint' }).notNull(),
    ticketsReversed: integer('tickets_reversed').notNull().default(0),
    ticketsShortfall: integer('tickets_shortfall').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('sale_refunds_order_idx').on(t.orderId), check('sale_refunds_lamports_check', sql`${t.lamports} > 0`)],
);

/**
 * The shared scan of the seller's address: one row per seller, claimed by one process per tick (a conditional
 * update), with the newest signature every earlier one of which has been read, and the RPC's health.
 */
export const paymentScans = pgTable('payment_scans', {
  seller: text('seller').primaryKey(),
  cursor: text('cursor'),
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  backoffUntil: timestamp('backoff_until', { withTimezone: true }),
  backoffMs: integer('backoff_ms').notNull().default(0),
  ticks: integer('ticks').notNull().default(0),
  lastError: text('last_error'),
  lastOkAt: timestamp('last_ok_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});

/** Seller signatures already read, so the scan's overlap window (for lagging indexers) reads each once. */
export const paymentScanSeen = pgTable(
  'payment_scan_seen',
  {
    signature: text('signature').primaryKey(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_scan_seen_at_idx').on(t.seenAt)],
);
