import { z } from 'zod';
import { handler, json, readJson } from '@/lib/api/handler';
import { recordNameView } from '@/lib/catalog/name-views';
import { limitNameView } from '@/lib/catalog/view-limits';
import { SLUG_PATTERN } from '@/lib/seo/urls';

const bodySchema = z.object({ slug: z.string().regex(SLUG_PATTERN, 'a name slug') }).strict();

/** A view of a name's page, sent by its beacon (the page itself is served from the page cache). Rate limited per IP. */
export const POST = handler(async (request) => {
  await limitNameView(request);
  const { slug } = await readJson(request, bodySchema, { maxBytes: 256 });
  return json({ counted: await recordNameView(slug) });
});
