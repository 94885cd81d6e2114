import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/** The RetailpunkRegistry of docs/product.md §3: one row per wallet. */
export const wallets = pgTable(
  'wallets',
  {
    walletAddress: text('wallet_address').primaryKey(),
    tier: text('tier').notNull().default('Tier 0'),
    domainsOwned: integer('domains_owned').notNull().default(0),
    wifhoodieHolder: boolean('wifhoodie_holder').notNull().default(false),
    retailpassExpiry: timestamp('retailpass_expiry', { withTimezone: true }),
    totalRts: integer('total_rts').notNull().default(0),
    status: text('status').notNull().default('Active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('wallets_total_rts_check', sql`${t.totalRts} >= 0`),
    check('wallets_domains_owned_check', sql`${t.domainsOwned} >= 0`),
  ],
);

/** Append-only ledger; wallets.total_rts is its running sum. */
export const ticketLog = pgTable(
  'ticket_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    walletAddress: text('wallet_address')
      .notNull()
      .references(() => wallets.walletAddress),
    action: text('action').notNull(),
    amount: integer('amount').notNull(),
    accessTarget: text('access_target'),
    notes: text('notes'),
    idempotencyKey: text('idempotency_key').notNull(),
    /**
     * 'test' for an entry a test-mode sale caused (its purchase tickets, its referral reward, their reversals), else
     * 'live': the console's live figures leave test entries out (docs/operators.md "Test mode and going live").
     */
    mode: text('mode').notNull().default('live'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ticket_log_idempotency_key').on(t.walletAddress, t.idempotencyKey),
    check('ticket_log_mode_check', sql`${t.mode} in ('test', 'live')`),
    index('ticket_log_wallet_idx').on(t.walletAddress, t.createdAt),
  ],
);

/** Provably-fair seeds: the hash is published while active, the seed revealed after rotation. */
export const fairnessSeeds = pgTable(
  'fairness_seeds',
  {
    id: serial('id').primaryKey(),
    seed: text('seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    createdAt: createdAt(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('fairness_seeds_hash_key').on(t.seedHash)],
);

export const spins = pgTable(
  'spins',
  {
    id: uuid('id').primaryKey(),
    walletAddress: text('wallet_address')
      .notNull()
      .references(() => wallets.walletAddress),
    seedId: integer('seed_id')
      .notNull()
      .references(() => fairnessSeeds.id),
    hmac: text('hmac').notNull(),
    randomValue: doublePrecision('random_value').notNull(),
    prizeLabel: text('prize_label').notNull(),
    prizeRarity: text('prize_rarity').notNull(),
    ticketsWon: integer('tickets_won').notNull().default(0),
    cost: integer('cost').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('spins_wallet_idx').on(t.walletAddress, t.createdAt)],
);
