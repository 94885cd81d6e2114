import { z } from 'zod';
import { handler, json, readJson } from '@/lib/api/handler';
import { CatalogUnavailableError, readDomain } from '@/lib/catalog';
import { drawScavOutcome } from '@/lib/commerce/scav-draw';
import { isExcludedSiteName } from '@/content/catalog';
import { notFound, unavailable } from '@/lib/errors';
import { scavDrawLimiter } from '@/lib/commerce/limits';
import { clientIp } from '@/lib/rate-limit';
import { SCAV_DRAW_RATE_LIMITED } from '@/lib/rules/slot-machine';
import { slotTicketAwards } from '@/lib/rules/tickets';

export const dynamic = 'force-dynamic';

const bodySchema = z.object({ slug: z.string().trim().toLowerCase().min(1).max(80) }).strict();

/** POST /api/scav/draw {slug}: the server draws the slot outcome; the client only animates it. */
export const POST = handler(async (request) => {
  const { slug } = await readJson(request, bodySchema, { maxBytes: 1024 });
  scavDrawLimiter.hit(clientIp(request), SCAV_DRAW_RATE_LIMITED);
  let domain;
  try {
    ({ domain } = await readDomain(slug));
  } catch (error) {
    if (error instanceof CatalogUnavailableError) throw unavailable('Failed to load domain data');
    throw error;
  }
  if (!domain || domain.category !== 'scav' || isExcludedSiteName(domain.slug)) {
    throw notFound('No scav domain by that name is on the rack.');
  }
  const outcome = drawScavOutcome();
  return json({ slug: domain.slug, outcome, awards: slotTicketAwards(outcome) });
});
