import { handler, json } from '@/lib/api/handler';
import { refreshPayment } from '@/lib/commerce/payment-check';
import { orderView, requireSaleOrder } from '@/lib/commerce/sale-orders';
import { paymentsEnabled } from '@/lib/integrations/solana-pay';

/** An order's status; asking also checks the chain for its payment (at most every few seconds). */
export const GET = handler<{ params: Promise<{ id: string }> }>(async (_request, { params }) => {
  const order = await requireSaleOrder((await params).id);
  const current = paymentsEnabled() ? await refreshPayment(order) : order;
  return json(orderView(current));
});
