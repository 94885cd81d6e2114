import { z } from 'zod';
import { handler, json, readJson } from '@/lib/api/handler';
import { OPERATOR_WRITES_LIMITED, operatorWriteLimiter } from '@/lib/auth/operator-limits';
import { actorName, requireOperator } from '@/lib/auth/operator-session';
import { requireOwner } from '@/lib/auth/operators';
import { clearTestOrders } from '@/lib/commerce/orders/order-mode';

const bodySchema = z.object({ action: z.literal('clear') }).strict();

/** The owner clears the test orders from the console's lists and totals (audited; their records stay). */
export const POST = handler(async (request) => {
  const actor = await requireOperator(request);
  await operatorWriteLimiter.hit(actorName(actor), OPERATOR_WRITES_LIMITED);
  await readJson(request, bodySchema, { maxBytes: 256 });
  await requireOwner(actor);
  return json({ cleared: await clearTestOrders(actor) });
});
