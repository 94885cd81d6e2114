import { z } from 'zod';
import { handler, integerParam, json, parseWith, readQuery } from '@/lib/api/handler';
import { boxSchema, inboxOfQuery } from '@/lib/inbox/access';
import { readNotification, type InboxItem } from '@/lib/inbox/inbox';

const paramsSchema = z.object({ id: integerParam(1, 999_999_999) });
const querySchema = z.strictObject({ box: boxSchema });

type Context = { params: Promise<{ id: string }> };

export const dynamic = 'force-dynamic';

/** One message of the reader's inbox; another inbox's message is a 404. Marks nothing. */
export const GET = handler<Context>(async (request, { params }) => {
  const inbox = await inboxOfQuery(request);
  const { id } = parseWith(paramsSchema, await params);
  readQuery(request, querySchema);
  return json<InboxItem>(await readNotification(inbox, id));
});
