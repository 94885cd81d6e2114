import { handler, json, readJson } from '@/lib/api/handler';
import { OPERATOR_WRITES_LIMITED, operatorWriteLimiter } from '@/lib/auth/operator-limits';
import { actorName, requireOperator } from '@/lib/auth/operator-session';
import { operatorGrant, type OperatorGrantAnswer } from '@/lib/tickets/operator-grants';
import { grantSchema } from '@/lib/tickets/operator-schemas';

/** Operator: credit tickets (purchases settled by DM, events, feedback, referrals) or, negative, revoke them, with a reason. */
export const POST = handler(async (request) => {
  const actor = await requireOperator(request);
  await operatorWriteLimiter.hit(actorName(actor), OPERATOR_WRITES_LIMITED);
  const { wallet, amount, reason, idempotencyKey } = await readJson(request, grantSchema, { maxBytes: 2048 });
  const result = await operatorGrant(actor, { wallet, amount, reason, idempotencyKey });
  return json<OperatorGrantAnswer>({ wallet, ...result }, { status: result.replayed ? 200 : 201 });
});
