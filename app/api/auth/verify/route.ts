import { handler, json, readJson } from '@/lib/api/handler';
import { createSessionToken, readCookie, sessionCookie, verifySignIn } from '@/lib/auth';
import { SIGN_IN_RATE_LIMITED, verifyLimiter } from '@/lib/auth/limits';
import type { SignedIn } from '@/lib/auth/sign-in';
import { proofOf, signedProofSchema } from '@/lib/auth/signed-proof';
import { clientIp } from '@/lib/rate-limit';
import { clearedReferralCookie, REFERRAL_COOKIE } from '@/lib/tickets/referrals';

const bodySchema = signedProofSchema.strict();

/** Verifies a signed SIWS message and starts a session bound to the wallet (and uses up a referral cookie). */
export const POST = handler(async (request) => {
  await verifyLimiter.hit(clientIp(request), SIGN_IN_RATE_LIMITED);
  const body = await readJson(request, bodySchema, { maxBytes: 8 * 1024 });
  const referrer = readCookie(request.headers.get('cookie'), REFERRAL_COOKIE);
  const wallet = await verifySignIn(proofOf(body), new Date(), { referrer });
  const headers = new Headers({ 'set-cookie': sessionCookie(await createSessionToken(wallet)) });
  if (referrer !== undefined) headers.append('set-cookie', clearedReferralCookie());
  return json<SignedIn>({ wallet }, { headers });
});
