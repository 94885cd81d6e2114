import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb } from '../../db';
import { buyerOffers, saleOrders } from '../../db/schema';
import type { ChainTransaction } from '../../integrations/solana-chain';
import { currentSettings } from '../../settings';
import type { SaleOrder } from '../orders/transitions';

/**
 * The orders whose reference key a transaction names (a Solana Pay payment carries one), opened on the network the
 * mall reads now (its RPC's genesis was checked): a test order is never paid by a live transaction, nor the reverse.
 */
export async function ordersReferencedBy(tx: ChainTransaction): Promise<SaleOrder[]> {
  if (tx.accountKeys.length === 0) return [];
  const db = await getDb();
  return db
    .select()
    .from(saleOrders)
    .where(and(inArray(saleOrders.reference, tx.accountKeys), eq(saleOrders.cluster, currentSettings().cluster)));
}

/**
 * The wallet each order's price was agreed with (an accepted offer's order): only it may pay that order
 * (docs/payments-reference.md "The payment record").
 */
export async function agreedPayers(orders: readonly SaleOrder[]): Promise<Map<string, string>> {
  if (orders.length === 0) return new Map();
  const db = await getDb();
  const rows = await db
    .select({ orderId: buyerOffers.orderId, wallet: buyerOffers.wallet })
    .from(buyerOffers)
    .where(
      inArray(
        buyerOffers.orderId,
        orders.map((order) => order.id),
      ),
    );
  return new Map(rows.flatMap((row) => (row.orderId ? [[row.orderId, row.wallet] as const] : [])));
}
