import { z } from 'zod';
import { catalogSlugSchema } from '@/lib/api/params';
import { handler, json, parseWith } from '@/lib/api/handler';
import { readNameHistory, type ActivityList } from '@/lib/catalog/name-history';

const paramsSchema = z.object({ slug: catalogSlugSchema });

/** A name's history, newest first (docs/product.md "A name's history"). */
export const GET = handler<{ params: Promise<{ slug: string }> }>(async (_request, { params }) => {
  const { slug } = parseWith(paramsSchema, await params);
  return json<ActivityList>({ events: await readNameHistory(slug) });
});
