import { handler, json, readNoBody } from '@/lib/api/handler';
import { clearedSessionCookie } from '@/lib/auth';

export const dynamic = 'force-dynamic';

export const POST = handler(async (request) => {
  await readNoBody(request);
  return json({ ok: true }, { headers: { 'set-cookie': clearedSessionCookie() } });
});
