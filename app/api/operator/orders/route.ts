import { z } from 'zod';
import { handler, json, readJson } from '@/lib/api/handler';
import { recordOperatorAction } from '@/lib/auth/audit-log';
import {
  OPERATOR_REQUESTS_LIMITED,
  OPERATOR_WRITES_LIMITED,
  operatorConsoleLimiter,
  operatorWriteLimiter,
} from '@/lib/auth/operator-limits';
import { actorName, requireOperator } from '@/lib/auth/operator-session';
import { orderStatusView, type OperatorOrder } from '@/lib/commerce/orders/order-status';
import { fulfilOrderAfterOwnerCheck } from '@/lib/commerce/delivery/fulfilment';
import {
  buildRefundTransaction,
  sendSignedRefund,
  type BuiltRefund,
  type SentRefund,
} from '@/lib/commerce/refunds/refund-transaction';
import { recordRefundSignature, type VerifyingRefund } from '@/lib/commerce/refunds/refund-desk';
import {
  listSaleOrders,
  orderView,
  requireSaleOrder,
  type FulfilledOrder,
  type OrderList,
} from '@/lib/commerce/orders/sale-orders';
import { ORDER_STATUSES } from '@/lib/rules/order-states';

const orderId = z.string().trim().min(1).max(64);
const signature = z
  .string()
  .trim()
  .regex(/^[1-9A-HJ-NP-Za-km-z]{64,90}$/, 'the refund transaction signature (base58)');
const lamports = z
  .string()
  .regex(/^[1-9]\d{0,18}$/, 'a whole number of lamports')
  .optional();
const bodySchema = z.discriminatedUnion('action', [
  z
    .object({ action: z.literal('list'), status: z.enum(ORDER_STATUSES).optional(), owed: z.boolean().optional() })
    .strict(),
  z.object({ action: z.literal('show'), id: orderId }).strict(),
  z.object({ action: z.literal('fulfil'), id: orderId }).strict(),
  z
    .object({
      action: z.literal('refund'),
      id: orderId,
      signature,
      lamports,
      intent: z.string().uuid().optional(),
    })
    .strict(),
  z
    .object({
      action: z.literal('refund-transaction'),
      id: orderId,
      account: z.string().trim().min(32).max(44),
      lamports,
    })
    .strict(),
  z.object({ action: z.literal('refund-send'), id: orderId, transaction: z.string().trim().min(1).max(2048) }).strict(),
]);

/**
 * Operator: list and show orders (or those owed a refund), mark a paid one fulfilled once the buyer owns the name on
 * chain, build a refund for the operator's wallet (its intent recorded first; the server sends it when the wallet
 * only signs, storing its signature before), record a refund once the chain finalizes it (202 while it is only
 * confirmed). Refusals carry codes: refund_pending, transfer_in_flight, refund_rejected, refund_not_found,
 * nothing_owed, name_transferred.
 */
export const POST = handler(async (request) => {
  const actor = await requireOperator(request);
  await operatorConsoleLimiter.hit(actorName(actor), OPERATOR_REQUESTS_LIMITED);
  const body = await readJson(request, bodySchema, { maxBytes: 4096 });
  switch (body.action) {
    case 'list':
      return json<OrderList>({ orders: (await listSaleOrders(body.status, 100, { owed: body.owed })).map(orderView) });
    case 'show':
      return json<OperatorOrder>({ order: await orderStatusView(await requireSaleOrder(body.id)) });
    case 'fulfil': {
      await operatorWriteLimiter.hit(actorName(actor), OPERATOR_WRITES_LIMITED);
      const before = orderView(await requireSaleOrder(body.id));
      const order = orderView(await fulfilOrderAfterOwnerCheck(body.id));
      await recordOperatorAction({ actor, action: 'order.fulfil', target: body.id, before, after: order });
      return json<FulfilledOrder>({ order });
    }
    case 'refund': {
      await operatorWriteLimiter.hit(actorName(actor), OPERATOR_WRITES_LIMITED);
      const before = orderView(await requireSaleOrder(body.id));
      const lamports = body.lamports === undefined ? undefined : BigInt(body.lamports);
      const answer = await recordRefundSignature(body.id, { signature: body.signature, lamports, intent: body.intent });
      if (answer.kind === 'verifying') {
        await recordOperatorAction({ actor, action: 'order.refund', target: body.id, before, after: answer });
        return json<VerifyingRefund>({ state: 'verifying', intent: answer.intent }, { status: 202 });
      }
      const after = await orderStatusView(answer.order);
      await recordOperatorAction({ actor, action: 'order.refund', target: body.id, before, after });
      return json<OperatorOrder>({ order: after });
    }
    case 'refund-transaction': {
      await operatorWriteLimiter.hit(actorName(actor), OPERATOR_WRITES_LIMITED);
      const lamports = body.lamports === undefined ? undefined : BigInt(body.lamports);
      const built = await buildRefundTransaction(body.id, body.account, lamports);
      await recordOperatorAction({
        actor,
        action: 'order.refund-built',
        target: body.id,
        after: { intent: built.intent, lamports: built.lamports, recipients: built.recipients },
      });
      return json<BuiltRefund>(built);
    }
    case 'refund-send': {
      await operatorWriteLimiter.hit(actorName(actor), OPERATOR_WRITES_LIMITED);
      return json<SentRefund>(await sendSignedRefund(body.id, body.transaction));
    }
  }
});
