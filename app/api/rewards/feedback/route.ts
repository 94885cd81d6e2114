import { handler, json, readJson } from '@/lib/api/handler';
import { requireWallet } from '@/lib/auth';
import { clientIp } from '@/lib/rate-limit';
import { FEEDBACK_SENT } from '@/lib/rules/rewards';
import { submitFeedback } from '@/lib/tickets';
import type { FeedbackSent } from '@/lib/tickets/feedback';
import { feedbackRequestLimiter } from '@/lib/tickets/limits';
import { feedbackSchema } from '@/lib/tickets/reward-schemas';

/** The session wallet sends feedback; it waits, pending, for the operator (an approval credits 3 RT). */
export const POST = handler(async (request) => {
  await feedbackRequestLimiter.hit(clientIp(request));
  const wallet = await requireWallet(request);
  const { message } = await readJson(request, feedbackSchema, { maxBytes: 8 * 1024 });
  const feedback = await submitFeedback(wallet, message);
  return json<FeedbackSent>({ message: FEEDBACK_SENT, feedback }, { status: 201 });
});
