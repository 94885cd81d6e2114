import { z } from 'zod';
import { communityPoll } from '@/content/poll';
import { handler, json, readJson } from '@/lib/api/handler';
import {
  OPERATOR_REQUESTS_LIMITED,
  OPERATOR_WRITES_LIMITED,
  operatorConsoleLimiter,
  operatorWriteLimiter,
} from '@/lib/auth/operator-limits';
import { actorName, requireOperator } from '@/lib/auth/operator-session';
import { editPoll, readPollEditor, type PollEditorAnswer } from '@/lib/community/poll-config';
import { POLL_CATEGORIES } from '@/lib/rules/community';

const optionId = z.string().trim().min(1).max(64);
const name = z.string().trim().min(1, 'Name the option.').max(70);
const description = z.string().trim().min(1, 'Describe the option.').max(200);
const day = z.iso.date('a day, YYYY-MM-DD');
const bodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('show') }).strict(),
  z.object({ action: z.literal('end-date'), endDate: day }).strict(),
  z
    .object({
      action: z.literal('add'),
      name,
      description,
      image: z.string().trim().min(1, 'Pick an emoji.').max(16),
      category: z.enum(POLL_CATEGORIES),
    })
    .strict(),
  z.object({ action: z.literal('rename'), id: optionId, name, description }).strict(),
  z.object({ action: z.enum(['retire', 'restore']), id: optionId }).strict(),
]);

/** Operator: the poll as stored (every option, retired ones too, and its end date), or one audited edit of it. */
export const POST = handler(async (request) => {
  const actor = await requireOperator(request);
  await operatorConsoleLimiter.hit(actorName(actor), OPERATOR_REQUESTS_LIMITED);
  const body = await readJson(request, bodySchema, { maxBytes: 2048 });
  if (body.action === 'show') return json<PollEditorAnswer>({ poll: await readPollEditor(communityPoll) });
  await operatorWriteLimiter.hit(actorName(actor), OPERATOR_WRITES_LIMITED);
  return json<PollEditorAnswer>({ poll: await editPoll(actor, body, communityPoll) });
});
