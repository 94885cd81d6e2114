import { z } from 'zod';
import { slugParamSchema } from '@/lib/api/params';
import { handler, json, parseWith } from '@/lib/api/handler';
import { NAME_LOOKUPS_LIMITED, nameLookupLimiter } from '@/lib/integrations/limits';
import { nameFacts } from '@/lib/integrations/name-facts';
import { clientIp } from '@/lib/rate-limit';

const paramsSchema = z.object({ slug: slugParamSchema });

/** A .sol name on chain: registered (owner, records), unregistered, or unreachable. Public data, read-only. */
export const GET = handler<{ params: Promise<{ slug: string }> }>(async (request, { params }) => {
  const visitor = clientIp(request);
  await nameLookupLimiter.hit(visitor, NAME_LOOKUPS_LIMITED);
  const { slug: name } = parseWith(paramsSchema, await params);
  return json({ data: await nameFacts(name, visitor) });
});
