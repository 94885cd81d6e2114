import { handler, json } from '@/lib/api/handler';
import { readNameHolds, type NameHoldsAnswer } from '@/lib/catalog/name-holds';

export const dynamic = 'force-dynamic';

/** The names open orders hold now, with when each hold ends: the pages' "On hold — back in mm:ss". */
export const GET = handler(async () => json<NameHoldsAnswer>({ holds: await readNameHolds() }));
