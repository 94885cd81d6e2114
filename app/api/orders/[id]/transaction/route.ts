import { z } from 'zod';
import { handler, json, readJson } from '@/lib/api/handler';
import { orderLimiter } from '@/lib/commerce/limits';
import {
  buildPaymentTransaction,
  submitSignedPayment,
  type PaymentSent,
  type PaymentToSign,
} from '@/lib/commerce/payments/payment-transaction';
import { requireSaleOrder } from '@/lib/commerce/orders/sale-orders';
import { clientIp } from '@/lib/rate-limit';

const bodySchema = z.union([
  z.object({ account: z.string().trim().min(32).max(44) }).strict(),
  z.object({ signedTransaction: z.string().min(1).max(4096) }).strict(),
]);

type Params = { params: Promise<{ id: string }> };

/**
 * `{ account }`: the order's payment as an unsigned transaction for that wallet to sign (base64).
 * `{ signedTransaction }`: sends a payment the wallet signed without sending it.
 */
export const POST = handler<Params>(async (request, { params }) => {
  await orderLimiter.hit(clientIp(request), 'Too many payment attempts. Try again in a minute.');
  const order = await requireSaleOrder((await params).id);
  const body = await readJson(request, bodySchema, { maxBytes: 8 * 1024 });
  if ('account' in body)
    return json<PaymentToSign>({ transaction: await buildPaymentTransaction(order, body.account) });
  return json<PaymentSent>({ signature: await submitSignedPayment(order, body.signedTransaction) }, { status: 202 });
});
