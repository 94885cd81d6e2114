import { handler, json } from '@/lib/api/handler';
import { requireWallet } from '@/lib/auth';
import { readMallAccess } from '@/lib/tickets';

/** The signed-in wallet's registry row and mall access. */
export const GET = handler(async (request) => {
  const wallet = await requireWallet(request);
  const access = await readMallAccess(wallet);
  return json({
    wallet,
    registry: access.registry,
    hasAccess: access.hasAccess,
    reason: access.reason,
    source: access.source,
  });
});
