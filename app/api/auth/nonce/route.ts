import { handler, json } from '@/lib/api/handler';
import { issueSignInRequest } from '@/lib/auth';
import { clientIp, enforceRateLimit } from '@/lib/rate-limit';

/** Issues a single-use Sign In With Solana request (nonce valid for 10 minutes). */
export const GET = handler(async (request) => {
  await enforceRateLimit(
    `auth-nonce:${clientIp(request)}`,
    { limit: 30, windowMs: 60_000 },
    'Too many sign-in attempts. Wait a minute and try again.',
  );
  return json({ input: await issueSignInRequest() });
});
