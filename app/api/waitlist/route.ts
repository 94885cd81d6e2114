import { z } from 'zod';
import { handler, json, readJson } from '@/lib/api/handler';
import { INVALID_EMAIL, isEmailFormat } from '@/lib/rules/validation';
import { communityFormLimiter } from '@/lib/community/limits';
import { joinWaitlist } from '@/lib/community/messages';
import { clientIp } from '@/lib/rate-limit';

const bodySchema = z
  .object({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .min(3)
      .max(254)
      .refine((v) => v.includes('@'), 'Enter an e-mail address containing @')
      .refine(isEmailFormat, INVALID_EMAIL),
    source: z.enum(['app', 'home']).default('app'),
  })
  .strict();

export const POST = handler(async (request) => {
  await communityFormLimiter.hit(clientIp(request));
  const { email, source } = await readJson(request, bodySchema, { maxBytes: 2048 });
  await joinWaitlist(email, source);
  return json({ ok: true }, { status: 201 });
});
