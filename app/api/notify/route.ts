import { z } from 'zod';
import { handler, json, readJson } from '@/lib/api/handler';
import { emailField } from '@/lib/community/fields';
import { limitCommunityRequest } from '@/lib/community/limits';
import { NOTIFY_TOPICS, requestNotification } from '@/lib/community/messages';

const notifySchema = z.object({ email: emailField, topic: z.enum(NOTIFY_TOPICS) }).strict();

/** 'Notify Me': one sign-up per e-mail and topic. */
export const POST = handler(async (request) => {
  await limitCommunityRequest(request, 'form');
  const { email, topic } = await readJson(request, notifySchema, { maxBytes: 1024 });
  await requestNotification(email, topic);
  return json({ ok: true }, { status: 201 });
});
