import { handler, json, readNoBody } from '@/lib/api/handler';
import { clearedSessionCookie, readCookie, revokeSessionToken, SESSION_COOKIE } from '@/lib/auth';

export const POST = handler(async (request) => {
  await readNoBody(request);
  await revokeSessionToken(readCookie(request.headers.get('cookie'), SESSION_COOKIE));
  return json({ ok: true }, { headers: { 'set-cookie': clearedSessionCookie() } });
});
