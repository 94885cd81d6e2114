import { handler, json } from '@/lib/api/handler';
import { currentOrder } from '@/lib/commerce/payments/payment-check';
import { orderStatusView, type OrderStatusView } from '@/lib/commerce/orders/order-status';
import { requireSaleOrder } from '@/lib/commerce/orders/sale-orders';
import { paymentsEnabled } from '@/lib/integrations/solana-pay';

/** An order's status from the database; asking at most offers the shared payment scan (docs/payments.md). */
export const GET = handler<{ params: Promise<{ id: string }> }>(async (_request, { params }) => {
  const order = await requireSaleOrder((await params).id);
  const current = paymentsEnabled() ? await currentOrder(order) : order;
  return json<OrderStatusView>(await orderStatusView(current));
});
