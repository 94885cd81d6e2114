import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The outbox (docs/payments.md "The outbox"): every consequence of an order's move, written in the move's own
 * transaction and carried out by a worker that claims rows (any process; a crash leaves the row to be claimed again).
 */
export const outboxJobs = pgTable(
  'outbox_jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    orderId: uuid('order_id'),
    payload: jsonb('payload').notNull().default({}),
    /** Written once: a second effect with the same key is not queued again. */
    dedupeKey: text('dedupe_key'),
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('outbox_jobs_dedupe_key').on(t.dedupeKey),
    index('outbox_jobs_due_idx').on(t.state, t.nextAttemptAt),
    index('outbox_jobs_order_idx').on(t.orderId, t.id),
    check('outbox_jobs_state_check', sql`${t.state} in ('pending', 'done', 'failed')`),
  ],
);
