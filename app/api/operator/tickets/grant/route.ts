import { handler, json, readJson } from '@/lib/api/handler';
import { requireOperator } from '@/lib/auth/operator';
import { grantTickets } from '@/lib/tickets';
import { grantSchema } from '@/lib/tickets/operator-schemas';

/** Operator: credit tickets (purchases settled by DM, events, feedback, referrals) with a reason. */
export const POST = handler(async (request) => {
  requireOperator(request);
  const { wallet, amount, reason, idempotencyKey } = await readJson(request, grantSchema, { maxBytes: 2048 });
  const result = await grantTickets(wallet, amount, reason, idempotencyKey ? `grant:${idempotencyKey}` : undefined);
  return json({ wallet, ...result }, { status: result.replayed ? 200 : 201 });
});
