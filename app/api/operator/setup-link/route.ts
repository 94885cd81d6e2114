import { handler, json, readNoBody } from '@/lib/api/handler';
import { OPERATOR_WRITES_LIMITED, operatorWriteLimiter } from '@/lib/auth/operator-limits';
import { actorName, requireOperator } from '@/lib/auth/operator-session';
import { issueSetupCode, setupLink } from '@/lib/auth/setup';

/** `npm run setup-link`: a new one-time setup link (earlier ones stop working); 409 once the shop has an owner. */
export const POST = handler(async (request) => {
  const actor = await requireOperator(request);
  await operatorWriteLimiter.hit(actorName(actor), OPERATOR_WRITES_LIMITED);
  await readNoBody(request);
  return json({ url: setupLink(await issueSetupCode()) });
});
