// `npm run db:migrate`: applies the committed migrations (the server also does this at start).
import { databaseTarget } from '../lib/db';
import { openDatabase } from '../lib/db/open';
import { seedIfEmpty } from '../lib/db/seed';

const target = databaseTarget();
try {
  const handle = await openDatabase(target);
  const seeded = await seedIfEmpty(handle.db);
  await handle.close();
  console.log(`Migrations applied on ${handle.engine}${seeded ? `; seeded ${seeded} domains` : ''}.`);
} catch (error) {
  console.error(`Migration failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
