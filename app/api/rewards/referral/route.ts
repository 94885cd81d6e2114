import { handler, json, readJson } from '@/lib/api/handler';
import { clientIp, enforceRateLimit } from '@/lib/rate-limit';
import { referralCookie } from '@/lib/tickets/referrals';
import { referralVisitSchema } from '@/lib/tickets/reward-schemas';

/**
 * A visitor who arrived through a referral link (`?ref=`) posts it here once; the HttpOnly cookie keeps it until
 * their first sign-in binds it (pages themselves never set cookies, so they stay cacheable).
 */
export const POST = handler(async (request) => {
  await enforceRateLimit(`referral-visit:${clientIp(request)}`, { limit: 30, windowMs: 60_000 });
  const { ref } = await readJson(request, referralVisitSchema, { maxBytes: 1024 });
  return json({ remembered: true }, { headers: { 'set-cookie': referralCookie(ref) } });
});
