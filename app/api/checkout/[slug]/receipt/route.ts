import { z } from 'zod';
import { orderIdSchema, slugParamSchema } from '@/lib/api/params';
import { handler, json, parseWith, readJson } from '@/lib/api/handler';
import { requestReceipt } from '@/lib/commerce/checkout/checkout';
import { receiptLimiter } from '@/lib/commerce/limits';
import { clientIp } from '@/lib/rate-limit';
import { INVALID_EMAIL, isDeliverableEmail } from '@/lib/rules/validation';

const paramsSchema = z.object({ slug: slugParamSchema });

const bodySchema = z
  .object({
    orderId: orderIdSchema,
    email: z.string().trim().min(3).max(254).refine(isDeliverableEmail, INVALID_EMAIL),
  })
  .strict();

/** POST /api/checkout/{slug}/receipt {orderId, email}: asks the receipt webhook to send a receipt. */
export const POST = handler<{ params: Promise<{ slug: string }> }>(async (request, { params }) => {
  await receiptLimiter.hit(clientIp(request));
  const { slug } = parseWith(paramsSchema, await params);
  const { orderId, email } = await readJson(request, bodySchema, { maxBytes: 2048 });
  await requestReceipt(slug, orderId, email);
  return json({ ok: true });
});
