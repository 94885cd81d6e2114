import { z } from 'zod';
import { handler, json, readJson } from '@/lib/api/handler';
import { storeUpgradeRequest } from '@/lib/commerce/upgrade-requests';
import { upgradeRequestLimiter } from '@/lib/commerce/limits';
import { clientIp } from '@/lib/rate-limit';
import { checkNameSafety } from '@/lib/rules/name-safety';
import { DOMAIN_NAME_REQUIRED } from '@/lib/rules/validation';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : null));

const bodySchema = z
  .object({
    domain: z
      .string()
      .trim()
      .min(1, DOMAIN_NAME_REQUIRED)
      .max(100)
      .superRefine((domain, context) => {
        const safety = checkNameSafety(domain);
        if (!safety.ok) context.addIssue({ code: 'custom', message: safety.reason });
      }),
    description: optionalText(2000),
    contact: optionalText(200),
  })
  .strict();

/** POST /api/upgrade-requests: the /upgrade deployment request form, stored for the operator. */
export const POST = handler(async (request) => {
  await upgradeRequestLimiter.hit(clientIp(request), 'Too many requests. Try again in a minute.');
  const body = await readJson(request, bodySchema, { maxBytes: 4096 });
  const { id } = await storeUpgradeRequest(body);
  return json({ ok: true, id }, { status: 201 });
});
