import { handler, json, readJson } from '@/lib/api/handler';
import { requireOperator } from '@/lib/auth/operator';
import { approveFeedback, listFeedback, rejectFeedback } from '@/lib/tickets';
import { operatorFeedbackSchema } from '@/lib/tickets/reward-schemas';

/** Operator: list feedback; approve it (credits 3 RT, once a day per wallet) or reject it. */
export const POST = handler(async (request) => {
  requireOperator(request);
  const body = await readJson(request, operatorFeedbackSchema, { maxBytes: 1024 });
  switch (body.action) {
    case 'list':
      return json({ feedback: await listFeedback({ status: body.status }) });
    case 'approve':
      return json({ feedback: await approveFeedback(body.id) });
    case 'reject':
      return json({ feedback: await rejectFeedback(body.id) });
  }
});
