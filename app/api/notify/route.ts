import { z } from 'zod';
import { handler, json, readJson } from '@/lib/api/handler';
import { emailField } from '@/lib/community/fields';
import { communityFormLimiter } from '@/lib/community/limits';
import { NOTIFY_TOPICS, requestNotification } from '@/lib/community/messages';
import { clientIp } from '@/lib/rate-limit';

const notifySchema = z.object({ email: emailField, topic: z.enum(NOTIFY_TOPICS) }).strict();

/** 'Notify Me': one sign-up per e-mail and topic. */
export const POST = handler(async (request) => {
  await communityFormLimiter.hit(clientIp(request));
  const { email, topic } = await readJson(request, notifySchema, { maxBytes: 1024 });
  await requestNotification(email, topic);
  return json({ ok: true }, { status: 201 });
});
