import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { wallets } from './tickets';

/** Feedback a signed-in wallet sends from /retail-tickets; an approval credits it once (docs/tickets.md). */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    walletAddress: text('wallet_address')
      .notNull()
      .references(() => wallets.walletAddress),
    message: text('message').notNull(),
    status: text('status').notNull().default('pending'),
    /** The UTC day its credit was given: one credited feedback per wallet and day. */
    creditedOn: date('credited_on', { mode: 'string' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('feedback_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    uniqueIndex('feedback_credit_per_day').on(t.walletAddress, t.creditedOn),
    index('feedback_status_idx').on(t.status, t.id),
    index('feedback_wallet_idx').on(t.walletAddress, t.id),
  ],
);

/** Who brought a wallet: bound at its first sign-in; credited when it pays its first order. */
export const referrals = pgTable(
  'referrals',
  {
    referredWallet: text('referred_wallet')
      .primaryKey()
      .references(() => wallets.walletAddress),
    referrerWallet: text('referrer_wallet')
      .notNull()
      .references(() => wallets.walletAddress),
    createdAt: createdAt(),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    creditedOrderId: text('credited_order_id'),
  },
  (t) => [
    check('referrals_not_self', sql`${t.referrerWallet} <> ${t.referredWallet}`),
    index('referrals_referrer_idx').on(t.referrerWallet),
  ],
);

/** One welcome grant per wallet. */
export const welcomeClaims = pgTable('welcome_claims', {
  walletAddress: text('wallet_address')
    .primaryKey()
    .references(() => wallets.walletAddress),
  amount: integer('amount').notNull(),
  createdAt: createdAt(),
});

/** Operator settings of the earning channels, one row per setting (e.g. welcome_grant). */
export const rewardSettings = pgTable('reward_settings', {
  key: text('key').primaryKey(),
  value: integer('value').notNull(),
  updatedAt: updatedAt(),
});

/** Members' draw discounts given per UTC day and name ('*' counts the day's whole): the caps of lib/rules/mall-floor.ts. */
export const mallDrawDays = pgTable(
  'mall_draw_days',
  {
    day: text('day').notNull(),
    slug: text('slug').notNull(),
    draws: integer('draws').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.slug] })],
);

/**
 * A wallet's chain history as last read through the RPC (docs/tickets.md "Rewards that cost something to farm"):
 * its balance and its first transaction's time, believed for WALLET_HISTORY_TTL_MS after `checkedAt`.
 */
export const walletHistory = pgTable('wallet_history', {
  walletAddress: text('wallet_address').primaryKey(),
  balanceLamports: bigint('balance_lamports', { mode: 'bigint' }).notNull(),
  firstTransactionAt: timestamp('first_transaction_at', { withTimezone: true }),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
});
