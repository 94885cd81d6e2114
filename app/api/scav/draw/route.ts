import { z } from 'zod';
import { slugParamSchema } from '@/lib/api/params';
import { isExcludedSiteName } from '@/content/catalog';
import { handler, json, readJson } from '@/lib/api/handler';
import { scavDrawLimiter } from '@/lib/commerce/limits';
import { drawForRequest } from '@/lib/commerce/draws/scav-draw-request';
import { clientIp } from '@/lib/rate-limit';
import { SCAV_DRAW_RATE_LIMITED } from '@/lib/rules/slot-machine';

const bodySchema = z.object({ slug: slugParamSchema, respin: z.boolean().optional() }).strict();

/**
 * POST /api/scav/draw {slug, respin?}: the server draws the slot outcome and keeps it for this wallet (or browser) and
 * name (asked again, it answers the same draw); a respin replaces it for 1 Retail Ticket from the signed-in wallet's
 * ledger, 3 a name at most. The client only animates it.
 */
export const POST = handler(async (request) => {
  await scavDrawLimiter.hit(clientIp(request), SCAV_DRAW_RATE_LIMITED);
  const { slug, respin } = await readJson(request, bodySchema, { maxBytes: 1024 });
  const { body, setCookie } = await drawForRequest(request, slug, respin, isExcludedSiteName);
  return json(body, setCookie ? { headers: { 'set-cookie': setCookie } } : {});
});
