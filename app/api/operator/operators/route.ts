import { z } from 'zod';
import { handler, json, readJson } from '@/lib/api/handler';
import { walletAddressSchema } from '@/lib/auth/wallet-address';
import {
  OPERATOR_REQUESTS_LIMITED,
  OPERATOR_WRITES_LIMITED,
  operatorConsoleLimiter,
  operatorWriteLimiter,
} from '@/lib/auth/operator-limits';
import { actorName, requireOperator } from '@/lib/auth/operator-session';
import { addOperator, listOperators, removeOperator, type OperatorEntry } from '@/lib/auth/operators';

const bodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('list') }).strict(),
  z.object({ action: z.literal('add'), wallet: walletAddressSchema }).strict(),
  z.object({ action: z.literal('remove'), wallet: walletAddressSchema }).strict(),
]);

/** The console's operators: list; the owner adds or removes one (audited). Answers the list as it stands. */
export const POST = handler(async (request) => {
  const actor = await requireOperator(request);
  await operatorConsoleLimiter.hit(actorName(actor), OPERATOR_REQUESTS_LIMITED);
  const body = await readJson(request, bodySchema, { maxBytes: 1024 });
  if (body.action !== 'list') {
    await operatorWriteLimiter.hit(actorName(actor), OPERATOR_WRITES_LIMITED);
    await (body.action === 'add' ? addOperator : removeOperator)(actor, body.wallet);
  }
  return json<{ operators: OperatorEntry[] }>({ operators: await listOperators() });
});
