import { z } from 'zod';
import { catalogSlugSchema } from '@/lib/api/params';
import { handler, json, readJson } from '@/lib/api/handler';
import { recordNameView } from '@/lib/catalog/name-views';
import { nameViewCountable } from '@/lib/catalog/view-limits';
import { clientIp } from '@/lib/rate-limit';

const bodySchema = z.object({ slug: catalogSlugSchema }).strict();

/**
 * A view of a name's page, sent by its beacon (the page itself is served from the page cache). Counted once per
 * visitor, name and day; past the per-IP limit it is not counted.
 */
export const POST = handler(async (request) => {
  const countable = await nameViewCountable(request);
  const { slug } = await readJson(request, bodySchema, { maxBytes: 256 });
  if (!countable) return json({ counted: false }, { status: 202 });
  return json({ counted: await recordNameView(slug.replace(/\.sol$/, ''), clientIp(request)) });
});
