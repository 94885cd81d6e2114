import { z } from 'zod';
import { handler, json, readJson } from '@/lib/api/handler';
import { INVALID_EMAIL, isEmailFormat } from '@/lib/rules/validation';
import { limitCommunityRequest } from '@/lib/community/limits';
import { joinWaitlist } from '@/lib/community/messages';

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
  await limitCommunityRequest(request, 'form');
  const { email, source } = await readJson(request, bodySchema, { maxBytes: 2048 });
  await joinWaitlist(email, source);
  return json({ ok: true }, { status: 201 });
});
