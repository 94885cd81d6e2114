import { handler, json, readNoBody } from '@/lib/api/handler';
import { requireWallet } from '@/lib/auth';
import { mallDrawLimiter } from '@/lib/commerce/limits';
import { drawForMember, type MemberDrawAnswer } from '@/lib/commerce/draws/mall-draw';
import { forbidden } from '@/lib/errors';
import { MEMBERS_ONLY } from '@/lib/rules/mall-floor';
import { clientIp } from '@/lib/rate-limit';
import { readMallAccess } from '@/lib/tickets';

/**
 * POST /api/mall/draw (no body): the members' draw (docs/product.md §6). A signed-in wallet with mall access spends
 * MALL_DRAW_COST Retail Tickets and gets a vault name at a drawn discount, held for an order like a Scav Rack draw.
 */
export const POST = handler(async (request) => {
  await mallDrawLimiter.hit(clientIp(request), 'Too many draws. Try again in a minute.');
  const wallet = await requireWallet(request);
  await readNoBody(request);
  if (!(await readMallAccess(wallet)).hasAccess) throw forbidden(MEMBERS_ONLY);
  return json<MemberDrawAnswer>(await drawForMember(wallet));
});
