import 'server-only';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { shortAddress } from '../../auth/wallet-address';
import { getDb } from '../../db';
import { saleOrders } from '../../db/schema';
import { lamportsToSolText } from '../../rules/payments';
import { RECENT_SALES_LIMIT, type PublicSale } from '../../rules/live-sales';
import { NAME_SOLD_STATUSES } from '../../rules/order-states';

const columns = {
  id: saleOrders.id,
  name: saleOrders.domainName,
  slug: saleOrders.domainSlug,
  amountLamports: saleOrders.amountLamports,
  paidLamports: saleOrders.paidLamports,
  buyer: saleOrders.buyer,
  paidAt: saleOrders.paidAt,
};

function toPublicSale(row: {
  id: string;
  name: string;
  slug: string;
  amountLamports: bigint;
  paidLamports: bigint | null;
  buyer: string | null;
  paidAt: Date | null;
}): PublicSale {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    // The price of the name; an overpayment is the buyer's business.
    amount: lamportsToSolText(row.amountLamports),
    buyer: row.buyer ? shortAddress(row.buyer) : null,
    paidAt: (row.paidAt ?? new Date(0)).toISOString(),
  };
}

const sold = and(inArray(saleOrders.status, [...NAME_SOLD_STATUSES]), isNotNull(saleOrders.paidAt));

/** GET /api/sales: whether the mall takes payments, and its recent real sales (none when it does not). */
export interface RecentSales {
  live: boolean;
  data: PublicSale[];
}

/** The real sales, newest first: paid (or since transferred) orders; refunded ones are not sales. */
export async function readRecentSales(limit = RECENT_SALES_LIMIT): Promise<PublicSale[]> {
  const db = await getDb();
  const rows = await db.select(columns).from(saleOrders).where(sold).orderBy(desc(saleOrders.paidAt)).limit(limit);
  return rows.map(toPublicSale);
}

/** One order as a sale, or null when it is not (or no longer) one. */
export async function readSale(id: string): Promise<PublicSale | null> {
  const db = await getDb();
  const [row] = await db
    .select(columns)
    .from(saleOrders)
    .where(and(eq(saleOrders.id, id), sold))
    .limit(1);
  return row ? toPublicSale(row) : null;
}
