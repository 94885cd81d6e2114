import { z } from 'zod';
import { handler, integerParam, json, readQuery } from '@/lib/api/handler';
import { boxSchema, inboxOfQuery } from '@/lib/inbox/access';
import { readInbox, type InboxPage } from '@/lib/inbox/inbox';

const querySchema = z.strictObject({
  box: boxSchema,
  before: integerParam(1, 999_999_999).optional(),
});

export const dynamic = 'force-dynamic';

/** A page of the signed-in wallet's inbox (or, for an operator, the operator inbox), newest first. Marks nothing. */
export const GET = handler(async (request) => {
  const inbox = await inboxOfQuery(request);
  const { before } = readQuery(request, querySchema);
  return json<InboxPage>(await readInbox(inbox, before));
});
