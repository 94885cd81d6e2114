import { z } from 'zod';
import { handler, json, readJson } from '@/lib/api/handler';
import { emailField, optionalText, requiredText } from '@/lib/community/fields';
import { communityFormLimiter } from '@/lib/community/limits';
import { storeContactMessage } from '@/lib/community/messages';
import { clientIp } from '@/lib/rate-limit';

const contactSchema = z
  .object({
    name: optionalText(80),
    email: emailField,
    subject: optionalText(120),
    message: requiredText(5000, 'Write a message.'),
  })
  .strict();

/** Stores a contact message for the operator. */
export const POST = handler(async (request) => {
  await communityFormLimiter.hit(clientIp(request));
  await storeContactMessage(await readJson(request, contactSchema, { maxBytes: 16 * 1024 }));
  return json({ ok: true }, { status: 201 });
});
