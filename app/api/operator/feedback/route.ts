import { handler, json, readJson } from '@/lib/api/handler';
import { recordOperatorAction } from '@/lib/auth/audit-log';
import {
  OPERATOR_REQUESTS_LIMITED,
  OPERATOR_WRITES_LIMITED,
  operatorConsoleLimiter,
  operatorWriteLimiter,
} from '@/lib/auth/operator-limits';
import { actorName, requireOperator } from '@/lib/auth/operator-session';
import { approveFeedback, listFeedback, rejectFeedback } from '@/lib/tickets';
import type { FeedbackList, FeedbackReviewed } from '@/lib/tickets/feedback';
import { operatorFeedbackSchema } from '@/lib/tickets/reward-schemas';

/** Operator: list feedback; approve it (credits 3 RT, once a day per wallet) or reject it. Reviews are audited. */
export const POST = handler(async (request) => {
  const actor = await requireOperator(request);
  await operatorConsoleLimiter.hit(actorName(actor), OPERATOR_REQUESTS_LIMITED);
  const body = await readJson(request, operatorFeedbackSchema, { maxBytes: 1024 });
  if (body.action === 'list') return json<FeedbackList>({ feedback: await listFeedback({ status: body.status }) });
  await operatorWriteLimiter.hit(actorName(actor), OPERATOR_WRITES_LIMITED);
  const feedback = body.action === 'approve' ? await approveFeedback(body.id) : await rejectFeedback(body.id);
  await recordOperatorAction({ actor, action: `feedback.${body.action}`, target: String(body.id), after: feedback });
  return json<FeedbackReviewed>({ feedback });
});
