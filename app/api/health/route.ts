import { sql } from 'drizzle-orm';
import { handler, json } from '@/lib/api/handler';
import { getDatabase } from '@/lib/db';
import { DATABASE_UNAVAILABLE } from '@/lib/rules/error-messages';

export const GET = handler(async () => {
  try {
    const { db, engine } = await getDatabase();
    await db.execute(sql`select 1`);
    return json({ ok: true, database: engine });
  } catch {
    return json({ ok: false, error: { code: 'unavailable', message: DATABASE_UNAVAILABLE } }, { status: 503 });
  }
});
