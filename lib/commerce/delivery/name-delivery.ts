import 'server-only';
import { crashPoint } from '../../crash-point';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Connection, Keypair } from '@solana/web3.js';
import { getDb, type Transaction } from '../../db';
import { nameDeliveries } from '../../db/schema';
import { custodyConfigured, custodyKeypair } from '../../integrations/custody';
import { chainConnection } from '../../integrations/solana-rpc';
import {
  DELIVERY_CLAIM_MS,
  DELIVERY_CONFIRM_CHECKS,
  DELIVERY_RECHECK_MS,
  deliveryBackoffMs,
  type DeliveryState,
  notPaidInFull,
  REFUND_HOLDS_DELIVERY,
} from '../../rules/delivery';
import { nameHolder, sendTransfer, signedNameTransfer, transferFate } from './name-transfer';
import { readSaleOrder, type SaleOrder } from '../orders/sale-orders';
import { transitionOrder } from '../orders/transitions';

// Custody delivery of paid names (docs/payments.md "Delivery"): a job per order in `name_deliveries`.

export type NameDelivery = typeof nameDeliveries.$inferSelect;

/** A paid order's delivery is due at once, when the mall has a custody wallet. Idempotent. */
export async function enqueueDelivery(tx: Transaction, orderId: string, now: Date): Promise<void> {
  if (!custodyConfigured()) return;
  await tx.insert(nameDeliveries).values({ orderId, nextAttemptAt: now }).onConflictDoNothing();
}

export async function readDelivery(orderId: string): Promise<NameDelivery | null> {
  const db = await getDb();
  const [row] = await db.select().from(nameDeliveries).where(eq(nameDeliveries.orderId, orderId));
  return row ?? null;
}

const open = inArray(nameDeliveries.state, ['pending', 'sent']);

/** One process takes the delivery for DELIVERY_CLAIM_MS with a conditional update; null when it is not due or taken. */
async function claim(orderId: string, now: Date): Promise<NameDelivery | null> {
  const db = await getDb();
  const [claimed] = await db
    .update(nameDeliveries)
    .set({
      claimedUntil: new Date(now.getTime() + DELIVERY_CLAIM_MS),
      attempts: sql`${nameDeliveries.attempts} + 1`,
    })
    .where(
      and(
        eq(nameDeliveries.orderId, orderId),
        open,
        lte(nameDeliveries.nextAttemptAt, now),
        or(isNull(nameDeliveries.claimedUntil), lte(nameDeliveries.claimedUntil, now)),
      ),
    )
    .returning();
  return claimed ?? null;
}

async function settle(orderId: string, values: Partial<NameDelivery>, now: Date) {
  const db = await getDb();
  await db
    .update(nameDeliveries)
    .set({ claimedUntil: null, updatedAt: now, ...values })
    .where(eq(nameDeliveries.orderId, orderId));
}

const retryLater = (delivery: NameDelivery, reason: string, now: Date) =>
  settle(
    delivery.orderId,
    { lastError: reason.slice(0, 500), nextAttemptAt: new Date(now.getTime() + deliveryBackoffMs(delivery.attempts)) },
    now,
  );

/**
 * The order fulfilled by its delivery (the transfer's signature kept on the delivery), in one transaction: a transfer
 * finalized on chain, or the buyer found holding the name.
 */
async function markDelivered(orderId: string, signature: string | null, now: Date) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await transitionOrder(tx, {
      orderId,
      from: ['delivering', 'paid'],
      to: 'fulfilled',
      set: { fulfilledAt: now },
      now,
    });
    await tx
      .update(nameDeliveries)
      .set({ state: 'delivered', signature, deliveredAt: now, lastError: null, claimedUntil: null, updatedAt: now })
      .where(eq(nameDeliveries.orderId, orderId));
  });
}

/**
 * Records the signed transfer as sent and moves the order paid → delivering, its row locked, so a refund (which locks
 * the same row and moves it to refund_pending, lib/commerce/refunds/) either happens before, and nothing is sent, or
 * finds the transfer in flight and is refused (transfer_in_flight).
 */
async function markSending(
  orderId: string,
  transfer: { signature: string; lastValidBlockHeight: number },
  claimedUntil: Date | null,
  now: Date,
): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const moved = await transitionOrder(tx, { orderId, from: ['paid'], to: 'delivering', now });
    if (!moved) return false;
    await tx
      .update(nameDeliveries)
      .set({ state: 'sent', ...transfer, claimedUntil, updatedAt: now })
      .where(eq(nameDeliveries.orderId, orderId));
    return true;
  });
}

const paidInFull = (order: SaleOrder) =>
  (order.status === 'paid' || order.status === 'delivering') &&
  order.paidLamports !== null &&
  order.paidLamports >= order.amountLamports;

/** A transfer that certainly did not land: the order is paid again and the name is sent anew. */
async function markNotSent(orderId: string, now: Date) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await transitionOrder(tx, { orderId, from: ['delivering'], to: 'paid', now });
    await tx
      .update(nameDeliveries)
      .set({ state: 'pending', signature: null, lastValidBlockHeight: null, updatedAt: now })
      .where(eq(nameDeliveries.orderId, orderId));
  });
}

async function confirm(connection: Connection, delivery: NameDelivery, signature: string, now: Date, wait: number) {
  for (let check = 0; check < DELIVERY_CONFIRM_CHECKS; check++) {
    const fate = await transferFate(connection, signature, delivery.lastValidBlockHeight);
    if (fate === 'finalized') return markDelivered(delivery.orderId, signature, now);
    if (fate !== 'pending') return fate;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  return settle(delivery.orderId, { nextAttemptAt: new Date(now.getTime() + DELIVERY_RECHECK_MS) }, now);
}

/**
 * One claimed attempt: a recorded transfer is re-checked on chain (never sent again unless it certainly did not land);
 * otherwise, for an order paid in full whose name custody still holds, the transfer is signed, recorded, sent and
 * confirmed. Anything else is refused, blocked for the operator, or retried with backoff.
 */
async function attempt(delivery: NameDelivery, connection: Connection, custody: Keypair, now: Date, wait: number) {
  const order = await readSaleOrder(delivery.orderId);
  if (order?.status === 'fulfilled') return markDelivered(delivery.orderId, delivery.signature, now);
  // A whole refund under way holds the delivery; should the refund never land, the order is paid again and it resumes.
  if (order?.status === 'refund_pending') return retryLater(delivery, REFUND_HOLDS_DELIVERY, now);
  if (!order || !paidInFull(order) || !order.buyer) {
    return settle(delivery.orderId, { state: 'refused', lastError: notPaidInFull(order?.status ?? 'missing') }, now);
  }
  if (delivery.signature) {
    const fate = await confirm(connection, delivery, delivery.signature, now, 0);
    if (fate !== 'failed' && fate !== 'expired') return;
    await markNotSent(delivery.orderId, now);
    delivery = { ...delivery, signature: null, lastValidBlockHeight: null };
    order.status = 'paid';
  }
  const holder = await nameHolder(connection, order.domainName, order.buyer, custody);
  if (holder.kind === 'buyer') return markDelivered(order.id, null, now);
  if (holder.kind === 'blocked') return settle(order.id, { state: 'blocked', lastError: holder.reason }, now);
  if (holder.kind === 'unknown') return retryLater(delivery, holder.reason, now);
  const transfer = await signedNameTransfer(connection, { ...order, buyer: order.buyer }, custody);
  // Recorded before it is sent: should this process die mid-send, the next attempt looks the signature up.
  const { lastValidBlockHeight, signature } = transfer;
  if (!(await markSending(order.id, { signature, lastValidBlockHeight }, delivery.claimedUntil, now))) {
    return settle(order.id, { state: 'refused', lastError: notPaidInFull('no longer paid') }, now);
  }
  crashPoint('delivery.recorded');
  const sent = await sendTransfer(connection, transfer.wire);
  if (sent.kind === 'refused') {
    await markNotSent(order.id, now);
    return retryLater(delivery, sent.reason, now);
  }
  if (sent.kind === 'unknown') return retryLater(delivery, sent.reason, now);
  crashPoint('delivery.sent');
  await confirm(connection, { ...delivery, lastValidBlockHeight }, signature, now, wait);
}

export interface DeliveryOptions {
  now?: Date;
  connection?: Connection;
  /** Between confirmation checks after a send (ms). */
  confirmWaitMs?: number;
}

/** Delivers one order's name if its delivery is due and this process claims it. The delivery as it stands after. */
async function deliverOrder(orderId: string, options: DeliveryOptions = {}): Promise<NameDelivery | null> {
  const { now = new Date(), connection = chainConnection(undefined, 'delivery'), confirmWaitMs = 500 } = options;
  const custody = custodyKeypair();
  if (!custody) return readDelivery(orderId);
  const claimed = await claim(orderId, now);
  if (claimed) {
    try {
      await attempt(claimed, connection, custody, now, confirmWaitMs);
    } catch (error) {
      console.warn(`[delivery] order ${orderId}: ${(error as Error).message}`);
      await retryLater(claimed, (error as Error).message, now);
    }
  }
  return readDelivery(orderId);
}

/** The sweep's part: every due delivery that this process claims, oldest due first. */
export async function deliverDueNames(options: DeliveryOptions = {}): Promise<number> {
  if (!custodyConfigured()) return 0;
  const now = options.now ?? new Date();
  const db = await getDb();
  const due = await db
    .select({ orderId: nameDeliveries.orderId })
    .from(nameDeliveries)
    .where(
      and(
        open,
        lte(nameDeliveries.nextAttemptAt, now),
        or(isNull(nameDeliveries.claimedUntil), lte(nameDeliveries.claimedUntil, now)),
      ),
    )
    .orderBy(asc(nameDeliveries.nextAttemptAt))
    .limit(10);
  let delivered = 0;
  for (const { orderId } of due) {
    const after = await deliverOrder(orderId, { ...options, now });
    if ((after?.state as DeliveryState) === 'delivered') delivered++;
  }
  return delivered;
}
