import 'server-only';
import { getDb } from '../db';
import { waitlistEntries } from '../db/schema';

/** Stores a landing-page waitlist e-mail; the same e-mail twice is one entry. */
export async function joinWaitlist(email: string, source = 'app'): Promise<void> {
  const db = await getDb();
  await db.insert(waitlistEntries).values({ email, source }).onConflictDoNothing();
}
