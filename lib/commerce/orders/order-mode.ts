import 'server-only';
import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { OperatorActor } from '../../auth/operator-session';
import { recordOperatorAction } from '../../auth/audit-log';
import { getDb } from '../../db';
import { saleOrders } from '../../db/schema';
import { clearTestOrderTickets } from '../refunds/refund-tickets';
import type { SalesMode } from '../../rules/sales-mode';

/**
 * The orders of one mode, as the console counts them (docs/operators.md "Test mode and going live"): live is
 * mainnet-beta, test any other network; test orders the owner cleared are left out. Test and live never mix.
 */
export function ordersOfMode(mode: SalesMode): SQL {
  return mode === 'live'
    ? eq(saleOrders.cluster, 'mainnet-beta')
    : and(ne(saleOrders.cluster, 'mainnet-beta'), isNull(saleOrders.clearedAt))!;
}

/**
 * The owner clears the test orders from the console's lists and totals (audited); their records stay, and the
 * purchase tickets they earned are taken back in the same transaction (docs/operators.md "Test mode and going live").
 */
export async function clearTestOrders(actor: OperatorActor, now = new Date()): Promise<number> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const cleared = await tx.update(saleOrders).set({ clearedAt: now }).where(ordersOfMode('test')).returning({
      id: saleOrders.id,
      buyer: saleOrders.buyer,
      cluster: saleOrders.cluster,
      domainName: saleOrders.domainName,
    });
    await clearTestOrderTickets(tx, cleared);
    await recordOperatorAction(
      { actor, action: 'orders.clear-test', target: 'test orders', after: { cleared: cleared.length } },
      tx,
    );
    return cleared.length;
  });
}

/** How many orders each mode holds (the dashboard's switch between them). */
export async function countOrdersByMode(): Promise<Record<SalesMode, number>> {
  const db = await getDb();
  const [row] = await db
    .select({
      test: sql<number>`(count(*) filter (where ${ordersOfMode('test')}))::int`,
      live: sql<number>`(count(*) filter (where ${ordersOfMode('live')}))::int`,
    })
    .from(saleOrders);
  return { test: Number(row?.test ?? 0), live: Number(row?.live ?? 0) };
}
