import { z } from 'zod';
import { catalogSlugSchema } from '@/lib/api/params';
import { handler, json, parseWith } from '@/lib/api/handler';
import { offerSummary } from '@/lib/commerce/offers/offers';
import type { OfferSummary } from '@/lib/commerce/offers/offer-view';

const paramsSchema = z.object({ slug: catalogSlugSchema });

/** How many offers wait on a name and the highest amount (never who made them): the name's page asks once shown. */
export const GET = handler<{ params: Promise<{ slug: string }> }>(async (_request, { params }) => {
  const { slug } = parseWith(paramsSchema, await params);
  const { open, highestLamports } = await offerSummary(slug);
  return json<OfferSummary>({ open, highestLamports: highestLamports === null ? null : String(highestLamports) });
});
