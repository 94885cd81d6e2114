import 'server-only';
import { NAME_SOLD_STATUSES } from '../../rules/order-states';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { getDb } from '../../db';
import { saleOrders } from '../../db/schema';

export interface DeliveredOrder {
  id: string;
  domainName: string;
  status: 'paid' | 'fulfilled';
  paidAt: Date | null;
  fulfilledAt: Date | null;
  signature: string | null;
}

/** The mall's paid or fulfilled orders for these names (`name.sol`) bought by `buyer`, newest first. */
export async function deliveredOrders(buyer: string, domainNames: string[]): Promise<DeliveredOrder[]> {
  if (domainNames.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select({
      id: saleOrders.id,
      domainName: saleOrders.domainName,
      status: saleOrders.status,
      paidAt: saleOrders.paidAt,
      fulfilledAt: saleOrders.fulfilledAt,
      signature: saleOrders.signature,
    })
    .from(saleOrders)
    .where(
      and(
        eq(saleOrders.buyer, buyer),
        inArray(saleOrders.domainName, domainNames),
        inArray(saleOrders.status, [...NAME_SOLD_STATUSES]),
      ),
    )
    .orderBy(desc(saleOrders.createdAt));
  return rows.map((row) => ({ ...row, status: row.status as DeliveredOrder['status'] }));
}
