import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const authNonces = pgTable(
  'auth_nonces',
  {
    nonce: text('nonce').primaryKey(),
    input: jsonb('input').$type<Record<string, string>>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('auth_nonces_expires_idx').on(t.expiresAt)],
);

/** Session tokens signed out before they expired: a replayed cookie of one is refused. */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    tokenId: text('token_id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_sessions_expires_idx').on(t.expiresAt)],
);

/** Rate-limit windows shared by every server process on one PostgreSQL (rate-limiter-flexible's Drizzle store). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);

/**
 * The mall's one RPC budget (docs/payments-reference.md "The RPC budget"): a token bucket every process draws from
 * with one conditional update, so the payment scan keeps its headroom whichever process the lookups arrive at.
 */
export const rpcBudget = pgTable('rpc_budget', {
  id: integer('id').primaryKey(),
  tokens: doublePrecision('tokens').notNull(),
  refilledAt: timestamp('refilled_at', { withTimezone: true }).notNull(),
});
