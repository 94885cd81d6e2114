import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/**
 * The wallets that may open the operator console (docs/operators.md "Access"), beside OPERATOR_WALLETS: one owner
 * (who claimed the shop through its setup link) and the operators the owner added.
 */
export const operators = pgTable(
  'operators',
  {
    wallet: text('wallet').primaryKey(),
    role: text('role').notNull(),
    /** The owner wallet that added it, or 'setup' for the owner who claimed the shop. */
    addedBy: text('added_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('operators_role_check', sql`${t.role} in ('owner', 'operator')`),
    uniqueIndex('operators_one_owner_key')
      .on(t.role)
      .where(sql`${t.role} = 'owner'`),
  ],
);

/** One-time setup links (docs/operators.md "Claim the shop"): only the code's SHA-256 is kept. */
export const setupCodes = pgTable(
  'setup_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: text('used_by'),
    createdAt: createdAt(),
  },
  (t) => [index('setup_codes_expires_idx').on(t.expiresAt)],
);

/** The mall's settings edited in the console (lib/settings): one row per setting, its value as JSON. */
export const mallSettings = pgTable('mall_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedBy: text('updated_by').notNull(),
  updatedAt: updatedAt(),
});
