import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, type Transaction } from '../../db';
import { salePayments } from '../../db/schema';
import type { ChainTransaction } from '../../integrations/solana-chain';
import type { ExaminedTransfer } from '../../rules/payment-attribution';
import type { SaleOrder } from '../orders/transitions';

// The rows of `sale_payments`: one per transaction and order it paid (docs/payments.md "Settling").

export type SalePayment = typeof salePayments.$inferSelect;

/** The row of one transaction's payment to one order, as it was read. */
export const paymentRow = (order: SaleOrder, examined: ExaminedTransfer, chainTx: ChainTransaction, now: Date) => ({
  signature: chainTx.signature,
  orderId: order.id,
  source: examined.source,
  recipient: examined.recipient,
  lamports: examined.lamports,
  blockTime: chainTx.blockTime ?? now,
  slot: chainTx.slot,
});

export async function writePayment(
  tx: Transaction,
  row: Omit<typeof salePayments.$inferInsert, 'createdAt' | 'updatedAt'>,
  now: Date,
): Promise<void> {
  await tx
    .insert(salePayments)
    .values({ ...row, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [salePayments.signature, salePayments.orderId],
      set: {
        outcome: row.outcome,
        reason: row.reason ?? null,
        commitment: row.commitment,
        lamports: row.lamports,
        source: row.source,
        updatedAt: now,
      },
    });
}

/** Every payment recorded for an order, oldest first. */
export async function paymentsOf(orderId: string): Promise<SalePayment[]> {
  const db = await getDb();
  return db
    .select()
    .from(salePayments)
    .where(eq(salePayments.orderId, orderId))
    .orderBy(salePayments.blockTime, salePayments.slot, salePayments.createdAt);
}
