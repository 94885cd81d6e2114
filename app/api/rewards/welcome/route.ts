import { handler, json, readNoBody } from '@/lib/api/handler';
import { requireWallet } from '@/lib/auth';
import { claimWelcomeGrant } from '@/lib/tickets';

/** The session wallet claims its one welcome grant (409 once claimed). */
export const POST = handler(async (request) => {
  const wallet = await requireWallet(request);
  await readNoBody(request);
  return json(await claimWelcomeGrant(wallet), { status: 201 });
});
