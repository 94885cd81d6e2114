import { bigint, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Every write made through the operator console or the operator API (docs/operators.md "The audit log"): who made it
 * (an operator wallet, or 'token' for scripts), the action, its target and the state before and after. Append-only:
 * migration 0011 refuses UPDATE and DELETE on it.
 */
export const operatorAuditLog = pgTable(
  'operator_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [index('operator_audit_log_created_idx').on(t.createdAt), index('operator_audit_log_actor_idx').on(t.actor)],
);
