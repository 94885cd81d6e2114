import 'server-only';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { getDb } from '../../db';
import { refundIntents, saleOrders } from '../../db/schema';
import { AppError, badRequest, conflict, refundRefused } from '../../errors';
import { expireCatalogTags, saleTags } from '../../catalog/cache';
import { rpcFailure } from '../../integrations/solana-chain';
import { chainConnection } from '../../integrations/solana-rpc';
import { outboxHandlers } from '../outbox/handlers';
import { runOutbox } from '../outbox/worker';
import { requireSaleOrder, type SaleOrder } from '../orders/sale-orders';
import { readRefundOnChain, type RefundOnChain } from './refund-chain';
import { insertIntent, planRefund, REFUND_PENDING } from './refund-transaction';
import { verifyRefundIntent } from './refund-verify';
import {
  lastPaidAt,
  OPEN_INTENT_STATES,
  openIntentsOf,
  recordRefund,
  storedRecipients,
  type RefundIntent,
} from './refunds';

// The operator's refund desk (docs/operators.md "Refunds"): a refund's signature, from the console's wallet or pasted,
// recorded once the chain finalizes it.

const REFUND_CHECK_DOWN =
  'The Solana network could not be reached, so the refund could not be checked on chain. Nothing was recorded; try again in a moment.';

/** A blockhash is valid for 150 blocks after its own (Solana's MAX_PROCESSING_AGE). */
const MAX_BLOCKHASH_AGE = 151;

const refundNotFound = (signature: string) =>
  `Refund transaction ${signature.slice(0, 8)}… was not found on chain (not confirmed yet, or never sent). Nothing was recorded.`;

/** POST /api/operator/orders `refund` answered 202: the refund is on chain but not final yet; the worker finishes it. */
export interface VerifyingRefund {
  state: 'verifying';
  intent: string;
}

/** What a refund's signature came to: recorded (the order after), or on chain but not final yet. */
export type RefundAnswer = { kind: 'recorded'; order: SaleOrder } | { kind: 'verifying'; intent: string };

/** A chain read that failed: the network down is a 503; a node's error about this signature is the refund's fault. */
function chainTrouble(error: unknown): never {
  if (error instanceof AppError) throw error;
  const failure = rpcFailure(error);
  if (failure.kind === 'rpc_error') {
    throw refundRefused(
      'refund_rejected',
      `The Solana network could not read this refund transaction (${failure.message}). Nothing was recorded.`,
    );
  }
  throw new AppError('unavailable', REFUND_CHECK_DOWN);
}

/** A signature pasted by the operator: judged first, then recorded as an intent (or refused with nothing changed). */
async function pastedIntent(order: SaleOrder, signature: string, lamports: bigint | undefined, now: Date) {
  const db = await getDb();
  if ((await openIntentsOf(db, order.id)).length) throw refundRefused('refund_pending', REFUND_PENDING);
  const plan = await db.transaction((tx) => planRefund(tx, order, lamports, { landed: true }));
  const draft = {
    id: '',
    orderId: order.id,
    reference: null,
    signature,
    state: 'sent',
    whole: plan.whole,
    lamports: 0n,
    recipients: storedRecipients(plan.recipients),
    sender: null,
    lastValidBlockHeight: null,
    reason: null,
    createdAt: now,
    updatedAt: now,
    settledAt: null,
  } satisfies RefundIntent;
  const paidAt = await lastPaidAt(
    db,
    order.id,
    plan.recipients.map((r) => r.address),
  );
  const onChain: RefundOnChain = await readRefundOnChain(chainConnection(), draft, {
    seller: order.recipient,
    paidAt,
  }).catch(chainTrouble);
  if (onChain.kind === 'unseen' || onChain.kind === 'expired') {
    throw refundRefused('refund_not_found', refundNotFound(signature));
  }
  const rejected = onChain.kind === 'rejected';
  // Seen only at confirmed, a fork may still drop it: its blockhash is no older than now, so once the chain is past
  // this height at finalized without it, it can never land and the intent expires (the order goes back).
  const lastValidBlockHeight =
    onChain.kind === 'confirmed'
      ? (await chainConnection().getBlockHeight('confirmed').catch(chainTrouble)) + MAX_BLOCKHASH_AGE
      : null;
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(saleOrders).where(eq(saleOrders.id, order.id)).for('update');
    if (current.status !== order.status) throw refundRefused('refund_pending', REFUND_PENDING);
    const id = await insertIntent(tx, current, {
      ...plan,
      moves: plan.moves && !rejected,
      sender: null,
      now,
      signature,
      state: rejected ? 'rejected' : 'sent',
      lastValidBlockHeight,
      ...(rejected ? { reason: onChain.reason, settledAt: now } : {}),
    });
    const [intent] = await tx.select().from(refundIntents).where(eq(refundIntents.id, id));
    if (onChain.kind === 'finalized') {
      const recorded = await recordRefund(tx, intent, signature, now);
      return { intent, reopened: recorded?.reopened ?? null };
    }
    return { intent, reopened: null };
  });
}

/** The signature a signAndSend wallet reports for the intent the console built. */
async function attachSignature(orderId: string, intentId: string, signature: string, now: Date) {
  const db = await getDb();
  const [intent] = await db
    .update(refundIntents)
    .set({ signature, state: 'sent', updatedAt: now })
    .where(
      and(
        eq(refundIntents.id, intentId),
        eq(refundIntents.orderId, orderId),
        inArray(refundIntents.state, [...OPEN_INTENT_STATES]),
        isNull(refundIntents.signature),
      ),
    )
    .returning();
  if (!intent) throw badRequest('intent: not an open refund of this order awaiting its signature', 'intent');
  return intent;
}

/**
 * Records a refund by its signature (docs/operators.md "Refunds"): the console's own (with its intent) or one sent
 * elsewhere and pasted. It is verified at once: finalized and right, it is recorded and its consequences carried out;
 * only confirmed, the answer is `verifying` and the outbox finishes; wrong, it is rejected with its reason (409
 * refund_rejected) and nothing else changes. The same signature again answers as the first time.
 */
export async function recordRefundSignature(
  id: string,
  { signature, lamports, intent: intentId }: { signature: string; lamports?: bigint; intent?: string },
  now = new Date(),
): Promise<RefundAnswer> {
  const order = await requireSaleOrder(id);
  const db = await getDb();
  let [intent] = await db.select().from(refundIntents).where(eq(refundIntents.signature, signature));
  if (intent && intent.orderId !== id) throw conflict('This refund signature is already recorded for another order.');
  if (!intent && intentId) intent = await attachSignature(id, intentId, signature, now);
  if (!intent) {
    const pasted = await pastedIntent(order, signature, lamports, now);
    if (pasted.reopened) expireCatalogTags(saleTags(pasted.reopened));
    intent = pasted.intent;
  }
  const settled =
    intent.state === 'built' || intent.state === 'sent'
      ? ((await verifyRefundIntent(intent.id, { now }).catch(chainTrouble)) ?? intent)
      : intent;
  if (settled.state === 'rejected' || settled.state === 'expired') {
    throw refundRefused('refund_rejected', settled.reason ?? 'The refund was rejected. Nothing was recorded.');
  }
  if (settled.state !== 'confirmed') return { kind: 'verifying', intent: settled.id };
  await runOutbox(outboxHandlers, { now }).catch((error) => console.warn(`[outbox] ${(error as Error).message}`));
  return { kind: 'recorded', order: await requireSaleOrder(id) };
}
