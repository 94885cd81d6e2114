import { handler, json } from '@/lib/api/handler';
import { DAY_PASS_COOKIE, dayPassCookie, dayPassFromCookie, readCookie, requireWallet } from '@/lib/auth';
import { hasActiveDayPass } from '@/lib/rules/access';
import { readMallAccess } from '@/lib/tickets';
import type { WalletAccess } from '@/lib/tickets/access';

/** The signed-in wallet's registry row and mall access. */
export const GET = handler(async (request) => {
  const wallet = await requireWallet(request);
  const now = new Date();
  const localDayPass = await dayPassFromCookie(readCookie(request.headers.get('cookie'), DAY_PASS_COOKIE), wallet, now);
  const access = await readMallAccess(wallet, now, localDayPass);
  const expiry = access.registry.retailpass_expiry;
  // A pass read from the registry is kept in this browser too, for when the registry cannot be read.
  const keep = access.source === 'database' && expiry && hasActiveDayPass(expiry, now);
  return json<WalletAccess>(
    {
      wallet,
      registry: access.registry,
      hasAccess: access.hasAccess,
      reason: access.reason,
      source: access.source,
    },
    keep ? { headers: { 'set-cookie': await dayPassCookie(wallet, new Date(expiry), now) } } : {},
  );
});
