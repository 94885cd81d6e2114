import { handler, json } from '@/lib/api/handler';
import { sessionWallet } from '@/lib/auth/session';
import { readNameHolds, type NameHoldsAnswer } from '@/lib/catalog/name-holds';

export const dynamic = 'force-dynamic';

/**
 * The names open orders hold now, with when each hold ends: the pages' "On hold — back in mm:ss". The signed-in
 * wallet's own orders hold nothing for it.
 */
export const GET = handler(async (request) =>
  json<NameHoldsAnswer>({ holds: await readNameHolds(await sessionWallet(request)) }),
);
