import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAYMENT_OUTCOMES } from '../../rules/payments';
import { createdAt, inList, updatedAt } from './columns';
import { saleOrders } from './commerce';

/**
 * Every transaction seen carrying an order's reference, whatever became of it: counted towards the order, completed
 * it, arrived late, failed on chain, went elsewhere, or was refunded. `source` is the transfer's source account (the
 * buyer), not the fee payer. See docs/payments.md.
 */
export const salePayments = pgTable(
  'sale_payments',
  {
    signature: text('signature').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => saleOrders.id),
    source: text('source'),
    recipient: text('recipient'),
    lamports: bigint('lamports', { mode: 'bigint' }).notNull(),
    blockTime: timestamp('block_time', { withTimezone: true }).notNull(),
    outcome: text('outcome').notNull(),
    reason: text('reason'),
    /** The commitment it was last read at: confirmed (awaiting finality), finalized, or dropped (a fork lost it). */
    commitment: text('commitment').notNull().default('finalized'),
    /** An amount the node claimed that no transfer can move (beyond a u63), kept as text: the payment is rejected. */
    claimedLamports: text('claimed_lamports'),
    /** The slot it landed in: payments of one second are settled in the order they landed. */
    slot: bigint('slot', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'sale_payments_signature_order_pk', columns: [t.signature, t.orderId] }),
    index('sale_payments_order_idx').on(t.orderId),
    index('sale_payments_commitment_idx').on(t.commitment),
    check('sale_payments_outcome_check', sql`${t.outcome} in (${inList(PAYMENT_OUTCOMES)})`),
    check('sale_payments_commitment_check', sql`${t.commitment} in ('confirmed', 'finalized', 'dropped')`),
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
  /** Set while a claimed scan runs, as a lease: no other scan starts before it ends (or the lease runs out). */
  scanningUntil: timestamp('scanning_until', { withTimezone: true }),
  backoffUntil: timestamp('backoff_until', { withTimezone: true }),
  backoffMs: integer('backoff_ms').notNull().default(0),
  ticks: integer('ticks').notNull().default(0),
  lastError: text('last_error'),
  lastOkAt: timestamp('last_ok_at', { withTimezone: true }),
  /** Paging back from the newest signature to the cursor across ticks: the oldest listed so far in this pass. */
  listBefore: text('list_before'),
  /**
   * The cursor this pass may move to: its newest signature older than the overlap window (and that signature's slot).
   */
  passHead: text('pass_head'),
  passHeadSlot: bigint('pass_head_slot', { mode: 'number' }),
  /** Scans in a row that failed, and since when: a scan that keeps failing shows on /api/status.json and the console. */
  failures: integer('failures').notNull().default(0),
  failingSince: timestamp('failing_since', { withTimezone: true }),
  updatedAt: updatedAt(),
});

/** Seller signatures listed but not yet read: the scan reads them oldest first (a real payment's memo first). */
export const paymentScanBacklog = pgTable(
  'payment_scan_backlog',
  {
    signature: text('signature').primaryKey(),
    slot: bigint('slot', { mode: 'number' }).notNull(),
    blockTime: timestamp('block_time', { withTimezone: true }),
    memo: text('memo'),
    listedAt: timestamp('listed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_scan_backlog_slot_idx').on(t.slot)],
);

/**
 * A refund as intended before it is sent (docs/payments.md "Refunds"): what goes back to whom, and a reference key
 * the refund's transfer carries, so the worker finds the transaction even when the console's tab closed before it
 * said the signature. Verified at `finalized`, it becomes a sale_refunds row.
 */
export const refundIntents = pgTable(
  'refund_intents',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => saleOrders.id),
    reference: text('reference'),
    signature: text('signature'),
    state: text('state').notNull().default('built'),
    whole: boolean('whole').notNull(),
    lamports: bigint('lamports', { mode: 'bigint' }).notNull(),
    /** Each payer and what goes back to it: [{ address, lamports }] (lamports as decimal strings). */
    recipients: jsonb('recipients').notNull(),
    sender: text('sender'),
    lastValidBlockHeight: bigint('last_valid_block_height', { mode: 'number' }),
    reason: text('reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refund_intents_reference_key').on(t.reference),
    uniqueIndex('refund_intents_signature_key').on(t.signature),
    index('refund_intents_order_idx').on(t.orderId),
    index('refund_intents_state_idx').on(t.state),
    check('refund_intents_state_check', sql`${t.state} in ('built', 'sent', 'confirmed', 'rejected', 'expired')`),
    check('refund_intents_lamports_check', sql`${t.lamports} > 0`),
  ],
);

/** Seller signatures already read, so the scan's overlap window (for lagging indexers) reads each once. */
export const paymentScanSeen = pgTable(
  'payment_scan_seen',
  {
    signature: text('signature').primaryKey(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_scan_seen_at_idx').on(t.seenAt)],
);
