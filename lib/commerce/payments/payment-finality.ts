import 'server-only';
import { setImmediate } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '../../db';
import { paymentScanSeen, salePayments, saleOrders } from '../../db/schema';
import {
  readTransaction,
  signatureFates,
  type ChainTransaction,
  type SignatureFate,
} from '../../integrations/solana-chain';
import type { RpcTarget } from '../../integrations/solana-json-rpc';
import type { OrderStatus } from '../../rules/order-states';
import { PAYMENT_DROPPED, SCAN_READ_CONCURRENCY } from '../../rules/payments';
import { transitionOrder } from '../orders/transitions';
import { recordTransaction } from './payment-record';

/** How many payments awaiting finality one tick looks at (one getSignatureStatuses call answers 256). */
const FINALITY_CHECKS_PER_TICK = 256;

/**
 * A payment a fork dropped before it became final: it is kept as dropped (nothing paid), and its order waits for a
 * payment again (or expires, its time being up) unless another payment of it is still being confirmed. The signature
 * is forgotten by the scan, so the transaction is read again should it land after all.
 */
async function dropPayment(signature: string, now: Date): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const dropped = await tx
      .update(salePayments)
      .set({ outcome: 'dropped', commitment: 'dropped', reason: PAYMENT_DROPPED, updatedAt: now })
      .where(and(eq(salePayments.signature, signature), eq(salePayments.commitment, 'confirmed')))
      .returning({ orderId: salePayments.orderId });
    await tx.delete(paymentScanSeen).where(eq(paymentScanSeen.signature, signature));
    for (const { orderId } of dropped) {
      const [order] = await tx.select().from(saleOrders).where(eq(saleOrders.id, orderId)).for('update');
      if (order?.status !== 'confirming') continue;
      const [other] = await tx
        .select({ signature: salePayments.signature })
        .from(salePayments)
        .where(and(eq(salePayments.orderId, orderId), eq(salePayments.commitment, 'confirmed')))
        .limit(1);
      if (other) continue;
      const open = order.expiresAt > now;
      await transitionOrder(tx, {
        orderId,
        from: ['confirming' as OrderStatus],
        to: open ? 'awaiting_payment' : 'expired',
        set: { lastError: PAYMENT_DROPPED },
        effects: open ? [] : [{ kind: 'voucher.release' }],
        now,
      });
    }
  });
}

/**
 * Payments seen at `confirmed` are looked up again (one batched status call): a final one is read again at
 * `finalized` and settled — only then is anything sold, credited or delivered — a failed one is recorded as failed,
 * and one the node no longer knows was dropped by a fork.
 */
export async function settleConfirmedPayments(rpc: RpcTarget, now: Date): Promise<void> {
  const db = await getDb();
  // Oldest first, as they landed: payments that add up are settled in the order they were made.
  const pending = await db
    .select({ signature: salePayments.signature })
    .from(salePayments)
    .where(eq(salePayments.commitment, 'confirmed'))
    .groupBy(salePayments.signature)
    .orderBy(sql`min(${salePayments.blockTime})`, sql`min(${salePayments.slot})`)
    .limit(FINALITY_CHECKS_PER_TICK);
  if (pending.length === 0) return;
  const fates = await signatureFates(
    rpc,
    pending.map((p) => p.signature),
  );
  const due = pending.filter(({ signature }) => fates.get(signature) !== 'confirmed');
  const reads = readAhead(
    rpc,
    due.map(({ signature }) => ({ signature, fate: fates.get(signature)! })),
  );
  // Recorded one by one in the order they landed, each in its own database transaction, as soon as its read is in
  // (the next ones are read meanwhile); between two, the process answers what waits (on the embedded database a
  // burst would otherwise hold every request until its end).
  for (const { signature } of due) {
    await setImmediate();
    const read = reads.get(signature);
    const chainTx = read && (await read);
    if (!read) await dropPayment(signature, now);
    else if (chainTx) await recordTransaction(chainTx, 'finalized', now);
  }
}

/**
 * The transactions of payments whose fate is known, read in the order given, SCAN_READ_CONCURRENCY at a time (a final
 * one at `finalized`, a failed one at `confirmed`); one the node no longer knows (dropped by a fork) is left out of the
 * map. After a read fails, none further is asked for: its error is the scan's.
 */
function readAhead(
  rpc: RpcTarget,
  due: { signature: string; fate: SignatureFate }[],
): Map<string, Promise<ChainTransaction | null>> {
  const reads = new Map<string, Promise<ChainTransaction | null>>();
  const known = due.filter(({ fate }) => fate !== 'unknown');
  let failed = false;
  known.forEach(({ signature, fate }, i) => {
    const before = i < SCAN_READ_CONCURRENCY ? undefined : reads.get(known[i - SCAN_READ_CONCURRENCY].signature);
    const read = (before ?? Promise.resolve(null))
      .catch(() => null)
      .then(() => {
        if (failed) throw new Error('an earlier read failed');
        return readTransaction(rpc, signature, fate === 'finalized' ? 'finalized' : 'confirmed');
      });
    // Awaited in order by the caller, which stops at the first failure: the reads after it must not go unhandled.
    read.catch(() => {
      failed = true;
    });
    reads.set(signature, read);
  });
  return reads;
}
