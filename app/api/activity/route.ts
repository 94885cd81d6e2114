import { z } from 'zod';
import { eventCursorSchema } from '@/lib/api/params';
import { handler, json, readQuery } from '@/lib/api/handler';
import { readActivity, type ActivityList } from '@/lib/catalog/name-history';
import { NAME_EVENT_KINDS } from '@/lib/rules/name-history';

const querySchema = z
  .object({
    /** One kind, or several separated by commas (`?kind=sold,offered`); none: every kind. */
    kind: z
      .string()
      .max(200)
      .transform((text) => text.split(','))
      .pipe(z.array(z.enum(NAME_EVENT_KINDS)).max(NAME_EVENT_KINDS.length))
      .optional(),
    /** The next page: the previous page's `olderBefore`. */
    before: eventCursorSchema.optional(),
  })
  .strict();

/** The mall's activity: every name's events, newest first, a page at a time, optionally of some kinds. */
export const GET = handler(async (request) => {
  const { kind, before } = readQuery(request, querySchema);
  return json<ActivityList>(await readActivity(kind ?? [], { before }));
});
