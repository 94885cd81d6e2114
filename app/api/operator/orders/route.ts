import { z } from 'zod';
import { handler, json, readJson } from '@/lib/api/handler';
import { requireOperator } from '@/lib/auth/operator-session';
import { listSaleOrders, orderView, requireSaleOrder, settleSaleOrder } from '@/lib/commerce/sale-orders';
import { ORDER_STATUSES } from '@/lib/rules/payments';

const orderId = z.string().trim().min(1).max(64);
const bodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('list'), status: z.enum(ORDER_STATUSES).optional() }).strict(),
  z.object({ action: z.literal('show'), id: orderId }).strict(),
  z.object({ action: z.literal('fulfil'), id: orderId }).strict(),
  z.object({ action: z.literal('refund'), id: orderId }).strict(),
]);

/** Operator: list and show orders, mark a paid one fulfilled (name transferred) or refunded. */
export const POST = handler(async (request) => {
  await requireOperator(request);
  const body = await readJson(request, bodySchema, { maxBytes: 1024 });
  switch (body.action) {
    case 'list':
      return json({ orders: (await listSaleOrders(body.status)).map(orderView) });
    case 'show':
      return json({ order: orderView(await requireSaleOrder(body.id)) });
    case 'fulfil':
      return json({ order: orderView(await settleSaleOrder(body.id, 'fulfilled')) });
    case 'refund':
      return json({ order: orderView(await settleSaleOrder(body.id, 'refunded')) });
  }
});
