import { handler, json } from '@/lib/api/handler';
import { readRecentSales, type RecentSales } from '@/lib/commerce/sales/recent-sales';
import { paymentsEnabled } from '@/lib/integrations/solana-pay';

export const dynamic = 'force-dynamic';

/** The recent real sales, newest first; `live` false on a mall without payments (its ticker is simulated). */
export const GET = handler(async () => {
  const live = paymentsEnabled();
  return json<RecentSales>({ live, data: live ? await readRecentSales() : [] });
});
