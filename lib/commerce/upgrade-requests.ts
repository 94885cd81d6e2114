import 'server-only';
import { getDb } from '../db';
import { upgradeRequests } from '../db/schema';

/** Stores a deployment request from /upgrade so the operator can read it. */
export async function storeUpgradeRequest(input: {
  domain: string;
  description: string | null;
  contact: string | null;
}): Promise<{ id: number }> {
  const db = await getDb();
  const [row] = await db
    .insert(upgradeRequests)
    .values({ kind: 'deployment', ...input })
    .returning({ id: upgradeRequests.id });
  return row as { id: number };
}
