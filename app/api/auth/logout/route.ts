import { handler, json, readNoBody } from '@/lib/api/handler';
import { clearedSessionCookie, readCookie, revokeSessionToken, SESSION_COOKIE } from '@/lib/auth';
import { logoutLimiter } from '@/lib/auth/limits';
import { clientIp } from '@/lib/rate-limit';

export const POST = handler(async (request) => {
  await logoutLimiter.hit(clientIp(request));
  await readNoBody(request);
  await revokeSessionToken(readCookie(request.headers.get('cookie'), SESSION_COOKIE));
  return json({ ok: true }, { headers: { 'set-cookie': clearedSessionCookie() } });
});
