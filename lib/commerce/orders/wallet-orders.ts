import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { getDb } from '../../db';
import { saleOrders } from '../../db/schema';
import { env } from '../../env';
import { paymentSettings } from '../../integrations/solana-pay';
import { explorerTransactionUrl } from '../../rules/explorer';
import type { OrderStatus } from '../../rules/order-states';
import { lamportsToSolText } from '../../rules/payments';

/** Orders one page lists at most (a wallet's purchases; the newest first). */
const WALLET_ORDERS_LIMIT = 100;

export interface WalletOrder {
  id: string;
  status: OrderStatus;
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
 * The orders a wallet paid for ("My orders"): an order is the wallet's once a payment from it is recorded (the buyer
 * is the paying wallet), whatever happened next: paid, transferred, paid late, refunded.
 */
export async function readWalletOrders(address: string, limit = WALLET_ORDERS_LIMIT): Promise<WalletOrder[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(saleOrders)
    .where(eq(saleOrders.buyer, address))
    .orderBy(desc(saleOrders.createdAt))
    .limit(limit);
  const cluster = env().SOLANA_CLUSTER;
  const rpcUrl = paymentSettings()?.rpcUrl;
  return rows.map((order) => ({
    id: order.id,
    status: order.status as OrderStatus,
    name: order.domainName,
    slug: order.domainSlug,
    amount: lamportsToSolText(order.amountLamports),
    paid:
      order.paidLamports !== null && order.paidLamports !== order.amountLamports
        ? lamportsToSolText(order.paidLamports)
        : null,
    signature: order.signature,
    explorerUrl: order.signature ? explorerTransactionUrl(order.signature, cluster, rpcUrl) : null,
    paidAt: order.paidAt?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
  }));
}
