import { handler, json, readNoBody } from '@/lib/api/handler';
import { requireWallet } from '@/lib/auth';
import { clientIp } from '@/lib/rate-limit';
import { claimWelcomeGrant } from '@/lib/tickets';
import { welcomeLimiter } from '@/lib/tickets/limits';
import type { WelcomeClaim } from '@/lib/tickets/welcome';

/** The session wallet claims its one welcome grant (409 once claimed). */
export const POST = handler(async (request) => {
  await welcomeLimiter.hit(clientIp(request));
  const wallet = await requireWallet(request);
  await readNoBody(request);
  return json<WelcomeClaim>(await claimWelcomeGrant(wallet), { status: 201 });
});
