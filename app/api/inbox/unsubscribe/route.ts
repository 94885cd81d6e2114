import { z } from 'zod';
import { handler, json, readQuery } from '@/lib/api/handler';
import { unsubscribe } from '@/lib/inbox/email-address';
import { inboxWriteLimiter } from '@/lib/inbox/inbox';
import { notFound } from '@/lib/errors';
import { clientIp } from '@/lib/rate-limit';
import { EMAIL_LINK_INVALID, EMAIL_UNSUBSCRIBED } from '@/lib/rules/inbox';

const querySchema = z.strictObject({ token: z.string().min(1).max(200) });

/**
 * Unsubscribes the address a mail went to, by the token in its link: no sign-in, one POST (the page's button, or a
 * mail program's one-click `List-Unsubscribe-Post`, whose form body is not read).
 */
export const POST = handler(async (request) => {
  await inboxWriteLimiter.hit(clientIp(request));
  const { token } = readQuery(request, querySchema);
  if (!(await unsubscribe(token))) throw notFound(EMAIL_LINK_INVALID);
  return json({ unsubscribed: true, message: EMAIL_UNSUBSCRIBED });
});
