import { z } from 'zod';
import { handler, json, readJson, readQuery } from '@/lib/api/handler';
import { boxSchema, inboxOfQuery } from '@/lib/inbox/access';
import { inboxWriteLimiter, markRead, type MarkedRead } from '@/lib/inbox/inbox';
import { clientIp } from '@/lib/rate-limit';
import { MARK_READ_MAX_IDS } from '@/lib/rules/inbox';

const querySchema = z.strictObject({ box: boxSchema });
const bodySchema = z.union([
  z.strictObject({
    ids: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).min(1).max(MARK_READ_MAX_IDS),
  }),
  z.strictObject({ all: z.literal(true) }),
]);

/** Marks messages read, named by id or all of them: the one way a message stops being unread (docs/product.md "Inbox"). */
export const POST = handler(async (request) => {
  await inboxWriteLimiter.hit(clientIp(request));
  const inbox = await inboxOfQuery(request);
  readQuery(request, querySchema);
  const body = await readJson(request, bodySchema);
  return json<MarkedRead>(await markRead(inbox, 'ids' in body ? body.ids : 'all'));
});
