import 'server-only';
import { desc, eq, inArray, or } from 'drizzle-orm';
import { getDb } from '../../db';
import { saleOrders, salePayments } from '../../db/schema';
import { paymentSettings } from '../../integrations/solana-pay';
import { explorerTransactionUrl, type SolanaCluster } from '../../rules/explorer';
import type { OrderStatus } from '../../rules/order-states';
import { buyerStatusLabel } from '../../rules/buyer-view';
import { lamportsToSolText, owedLamports } from '../../rules/payments';

/** Orders one page lists at most (a wallet's purchases; the newest first). */
const WALLET_ORDERS_LIMIT = 100;

export interface WalletOrder {
  id: string;
  status: OrderStatus;
  /** The state as the buyer reads it. */
  label: string;
  /** What the seller owes back (SOL as decimal text), or null when nothing is owed. */
  owed: string | null;
  name: string;
  slug: string;
  /** The price, SOL as decimal text. */
  amount: string;
  /** What the wallet sent, when it differs from the price. */
  paid: string | null;
  signature: string | null;
  explorerUrl: string | null;
  paidAt: string | null;
  createdAt: string;
}

/**
 * The orders a wallet paid anything towards ("My orders"): the buyer's, and any order with a payment from it (late,
 * extra, with a wrong memo, short of the price), whatever happened next, with what is owed back.
 */
export async function readWalletOrders(address: string, limit = WALLET_ORDERS_LIMIT): Promise<WalletOrder[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(saleOrders)
    .where(
      or(
        eq(saleOrders.buyer, address),
        inArray(
          saleOrders.id,
          db.select({ id: salePayments.orderId }).from(salePayments).where(eq(salePayments.source, address)),
        ),
      ),
    )
    .orderBy(desc(saleOrders.createdAt))
    .limit(limit);
  // Each order on its own network: a test order links to devnet even after the mall went live.
  const rpcUrl = paymentSettings()?.rpcUrl;
  return rows.map((order) => ({
    id: order.id,
    status: order.status as OrderStatus,
    label: buyerStatusLabel(order.status as OrderStatus),
    owed: owedLamports(order) > 0n ? lamportsToSolText(owedLamports(order)) : null,
    name: order.domainName,
    slug: order.domainSlug,
    amount: lamportsToSolText(order.amountLamports),
    paid:
      order.paidLamports !== null && order.paidLamports !== order.amountLamports
        ? lamportsToSolText(order.paidLamports)
        : null,
    signature: order.signature,
    explorerUrl: order.signature
      ? explorerTransactionUrl(order.signature, order.cluster as SolanaCluster, rpcUrl)
      : null,
    paidAt: order.paidAt?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
  }));
}
