import 'server-only';
import type { Transaction } from '../../db';
import { outboxJobs } from '../../db/schema';

/**
 * What an order's move may have to carry out after it commits, each written as an outbox row in the move's own
 * transaction (docs/payments.md "The outbox"); and the e-mail of inboxes (lib/inbox), which belongs to no order.
 */
export type OutboxKind =
  | 'tickets.purchase'
  | 'referral.credit'
  | 'tickets.reverse'
  | 'voucher.release'
  | 'delivery.start'
  | 'sale.rate'
  | 'receipt.mint'
  | 'refund.verify'
  | 'email.verify'
  | 'email.notify';

export type OutboxJob = typeof outboxJobs.$inferSelect;

export interface OrderEffect {
  kind: OutboxKind;
  payload?: Record<string, unknown>;
  /** Queued once per key; defaults to `{kind}:{orderId}` (one of each kind per order). */
  dedupeKey?: string;
  /** Not before this many milliseconds. */
  delayMs?: number;
}

/** Writes the effects of a move in its transaction; an effect already queued under its key is not queued again. */
export async function enqueueEffects(
  tx: Transaction,
  orderId: string | null,
  effects: readonly OrderEffect[],
  now: Date,
): Promise<void> {
  if (effects.length === 0) return;
  // One statement for the move's effects (a sale has five): its rows take their ids in the order written.
  await tx
    .insert(outboxJobs)
    .values(
      effects.map((effect) => ({
        kind: effect.kind,
        orderId,
        payload: effect.payload ?? {},
        dedupeKey: effect.dedupeKey ?? (orderId ? `${effect.kind}:${orderId}` : null),
        nextAttemptAt: new Date(now.getTime() + (effect.delayMs ?? 0)),
        createdAt: now,
      })),
    )
    .onConflictDoNothing();
}
