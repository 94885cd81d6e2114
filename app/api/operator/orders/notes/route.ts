import { z } from 'zod';
import { orderIdSchema } from '@/lib/api/params';
import { handler, json, readJson } from '@/lib/api/handler';
import {
  OPERATOR_REQUESTS_LIMITED,
  OPERATOR_WRITES_LIMITED,
  operatorConsoleLimiter,
  operatorWriteLimiter,
} from '@/lib/auth/operator-limits';
import { actorName, requireOperator } from '@/lib/auth/operator-session';
import { addOrderNote, ORDER_NOTE_MAX, readOrderNotes } from '@/lib/commerce/orders/order-notes';

const bodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('list'), orderId: orderIdSchema }).strict(),
  z
    .object({
      action: z.literal('add'),
      orderId: orderIdSchema,
      body: z
        .string()
        .trim()
        .min(1, 'Write the note first.')
        .max(ORDER_NOTE_MAX, `A note is at most ${ORDER_NOTE_MAX} characters.`),
    })
    .strict(),
]);

/** Operator: an order's notes (oldest first), or a new note appended to them (audited). */
export const POST = handler(async (request) => {
  const actor = await requireOperator(request);
  await operatorConsoleLimiter.hit(actorName(actor), OPERATOR_REQUESTS_LIMITED);
  const body = await readJson(request, bodySchema, { maxBytes: 8 * 1024 });
  if (body.action === 'list') return json({ notes: await readOrderNotes(body.orderId) });
  await operatorWriteLimiter.hit(actorName(actor), OPERATOR_WRITES_LIMITED);
  return json({ note: await addOrderNote(actor, body.orderId, body.body) });
});
