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
import { readOutboxSummary, retryOutboxJob, type OutboxSummary } from '@/lib/commerce/outbox/worker';
import { notFound } from '@/lib/errors';

const bodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('summary') }).strict(),
  z.object({ action: z.literal('retry'), id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) }).strict(),
]);

/** Operator: the outbox at a glance, or a job that gave up tried again (audited). */
export const POST = handler(async (request) => {
  const actor = await requireOperator(request);
  await operatorConsoleLimiter.hit(actorName(actor), OPERATOR_REQUESTS_LIMITED);
  const body = await readJson(request, bodySchema, { maxBytes: 1024 });
  if (body.action === 'summary') return json<OutboxSummary>(await readOutboxSummary());
  await operatorWriteLimiter.hit(actorName(actor), OPERATOR_WRITES_LIMITED);
  if (!(await retryOutboxJob(body.id))) throw notFound('No job that gave up has this id.');
  await recordOperatorAction({ actor, action: 'outbox.retry', target: String(body.id) });
  return json<OutboxSummary>(await readOutboxSummary());
});
