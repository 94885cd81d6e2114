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
  const read = await readFinal(
    rpc,
    due.map(({ signature }) => ({ signature, fate: fates.get(signature)! })),
  );
  // Recorded one by one in the order they landed, each in its own database transaction; between two, the process
  // answers what waits (on the embedded database a burst would otherwise hold every request until its end).
  for (const { signature } of due) {
    await setImmediate();
    const chainTx = read.get(signature);
    if (chainTx === undefined) await dropPayment(signature, now);
    else if (chainTx) await recordTransaction(chainTx, 'finalized', now);
  }
}

/**
 * The transactions of payments whose fate is known, read several at once (a final one at `finalized`, a failed one
 * at `confirmed`); one the node no longer knows (dropped by a fork) is left out of the map.
 */
async function readFinal(
  rpc: RpcTarget,
  due: { signature: string; fate: SignatureFate }[],
): Promise<Map<string, ChainTransaction | null>> {
  const read = new Map<string, ChainTransaction | null>();
  const known = due.filter(({ fate }) => fate !== 'unknown');
  for (let start = 0; start < known.length; start += SCAN_READ_CONCURRENCY) {
    const chunk = known.slice(start, start + SCAN_READ_CONCURRENCY);
    const answers = await Promise.all(
      chunk.map(({ signature, fate }) =>
        readTransaction(rpc, signature, fate === 'finalized' ? 'finalized' : 'confirmed'),
      ),
    );
    chunk.forEach(({ signature }, i) => read.set(signature, answers[i]));
  }
  return read;
}
