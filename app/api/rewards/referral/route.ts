import { handler, json, readJson } from '@/lib/api/handler';
import { clientIp } from '@/lib/rate-limit';
import { referralVisitLimiter } from '@/lib/tickets/limits';
import { referralCookie } from '@/lib/tickets/referrals';
import { referralVisitSchema } from '@/lib/tickets/reward-schemas';

/**
 * A visitor who arrived through a referral link (`?ref=`) posts it here once; the HttpOnly cookie keeps it until
 * their first sign-in binds it (pages themselves never set cookies, so they stay cacheable).
 */
export const POST = handler(async (request) => {
  await referralVisitLimiter.hit(clientIp(request));
  const { ref } = await readJson(request, referralVisitSchema, { maxBytes: 1024 });
  return json({ remembered: true }, { headers: { 'set-cookie': referralCookie(ref) } });
});
