import 'server-only';
import { crashPoint } from '../../crash-point';
import type { Connection } from '@solana/web3.js';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '../../db';
import { refundIntents } from '../../db/schema';
import { expireCatalogTags, saleTags } from '../../catalog/cache';
import { chainConnection } from '../../integrations/solana-rpc';
import { requireSaleOrder } from '../orders/sale-orders';
import { readRefundOnChain } from './refund-chain';
import {
  closeIntent,
  lastPaidAt,
  OPEN_INTENT_STATES,
  readIntent,
  recipientsOf,
  recordRefund,
  type RefundIntent,
} from './refunds';

const REFUND_NEVER_LANDED = 'The refund was never sent: its transaction can no longer land, so nothing was refunded.';

const isOpen = (intent: RefundIntent) => (OPEN_INTENT_STATES as readonly string[]).includes(intent.state);

/**
 * Verifies an open refund intent on chain and settles it (docs/payments.md "Refunds"): `finalized` and right, it is
 * recorded; wrong, rejected with its reason; never landing, expired; otherwise it stays open (its signature kept once
 * found) for the outbox's `refund.verify` to look again. Returns the intent as it stands after.
 */
export async function verifyRefundIntent(
  intentId: string,
  { now = new Date(), connection = chainConnection() }: { now?: Date; connection?: Connection } = {},
): Promise<RefundIntent | null> {
  const db = await getDb();
  const intent = await readIntent(db, intentId);
  if (!intent || !isOpen(intent)) return intent;
  const order = await requireSaleOrder(intent.orderId);
  const paidAt = await lastPaidAt(
    db,
    order.id,
    recipientsOf(intent).map((r) => r.address),
  );
  const onChain = await readRefundOnChain(connection, intent, { seller: order.recipient, paidAt });
  switch (onChain.kind) {
    case 'finalized': {
      const recorded = await db.transaction((tx) => recordRefund(tx, intent, onChain.signature, now));
      if (recorded?.reopened) expireCatalogTags(saleTags(recorded.reopened));
      crashPoint('refund.recorded');
      break;
    }
    case 'rejected':
      await db.transaction((tx) => closeIntent(tx, intent, 'rejected', onChain.reason, now));
      break;
    case 'expired':
      await db.transaction((tx) => closeIntent(tx, intent, 'expired', REFUND_NEVER_LANDED, now));
      break;
    default:
      if (!intent.signature && onChain.signature) {
        await db
          .update(refundIntents)
          .set({ signature: onChain.signature, state: 'sent', updatedAt: now })
          .where(and(eq(refundIntents.id, intent.id), isNull(refundIntents.signature)));
      }
  }
  return readIntent(db, intentId);
}

/** The outbox's `refund.verify`: an intent still open is looked at again later (the worker's backoff). */
export async function verifyRefundJob(payload: unknown, now: Date): Promise<void> {
  const intentId = (payload as { intentId?: unknown }).intentId;
  if (typeof intentId !== 'string') throw new Error('the job names no refund intent');
  const intent = await verifyRefundIntent(intentId, { now });
  if (intent && isOpen(intent)) throw new Error(`the refund is not final yet (${intent.state})`);
}
