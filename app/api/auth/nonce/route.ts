import { handler, json } from '@/lib/api/handler';
import { issueSignInRequest } from '@/lib/auth';
import { nonceLimiter, SIGN_IN_RATE_LIMITED } from '@/lib/auth/limits';
import type { SignInRequest } from '@/lib/auth/sign-in';
import { clientIp } from '@/lib/rate-limit';

/** Issues a single-use Sign In With Solana request (nonce valid for 10 minutes). */
export const GET = handler(async (request) => {
  await nonceLimiter.hit(clientIp(request), SIGN_IN_RATE_LIMITED);
  return json<SignInRequest>({ input: await issueSignInRequest() });
});
