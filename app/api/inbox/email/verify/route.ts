import { z } from 'zod';
import { handler, json, readJson } from '@/lib/api/handler';
import { verifyEmail } from '@/lib/inbox/email-address';
import { inboxWriteLimiter } from '@/lib/inbox/inbox';
import { notFound } from '@/lib/errors';
import { clientIp } from '@/lib/rate-limit';
import { EMAIL_LINK_INVALID, EMAIL_VERIFIED } from '@/lib/rules/inbox';

const bodySchema = z.strictObject({ token: z.string().min(1).max(200) });

/** The verification link's button: the address is verified by its token, signed in or not. */
export const POST = handler(async (request) => {
  await inboxWriteLimiter.hit(clientIp(request));
  const { token } = await readJson(request, bodySchema);
  if (!(await verifyEmail(token))) throw notFound(EMAIL_LINK_INVALID);
  return json({ verified: true, message: EMAIL_VERIFIED });
});
