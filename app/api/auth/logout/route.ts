import { handler, json } from '@/lib/api/handler';
import { clearedSessionCookie } from '@/lib/auth';

export const dynamic = 'force-dynamic';

export const POST = handler(async () => json({ ok: true }, { headers: { 'set-cookie': clearedSessionCookie() } }));
