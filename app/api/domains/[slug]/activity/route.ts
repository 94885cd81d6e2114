import { z } from 'zod';
import { catalogSlugSchema, eventCursorSchema } from '@/lib/api/params';
import { handler, json, parseWith, readQuery } from '@/lib/api/handler';
import { readNameHistory, type ActivityList } from '@/lib/catalog/name-history';

const paramsSchema = z.object({ slug: catalogSlugSchema });
/** The next page: the previous page's `olderBefore`. */
const querySchema = z.object({ before: eventCursorSchema.optional() }).strict();

/** A name's history, newest first, a page at a time (docs/product.md "A name's history"). */
export const GET = handler<{ params: Promise<{ slug: string }> }>(async (request, { params }) => {
  const { slug } = parseWith(paramsSchema, await params);
  const { before } = readQuery(request, querySchema);
  return json<ActivityList>(await readNameHistory(slug, { before }));
});
