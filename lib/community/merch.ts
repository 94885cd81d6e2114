import 'server-only';
import { sql } from 'drizzle-orm';
import type { MerchSize } from '@/lib/rules/community';
import { getDb } from '../db';
import { merchWaitlist } from '../db/schema';

export interface MerchDossier {
  walletAddress: string;
  email: string;
  size: MerchSize | null;
  memeText: string | null;
  domainHolder: boolean | null;
}

/** One entry per e-mail: a second dossier with the same e-mail replaces the first. Returns whether it was new. */
export async function sealMerchDossier(dossier: MerchDossier): Promise<{ created: boolean }> {
  const db = await getDb();
  const [row] = await db
    .insert(merchWaitlist)
    .values(dossier)
    .onConflictDoUpdate({
      target: merchWaitlist.email,
      set: {
        walletAddress: dossier.walletAddress,
        size: dossier.size,
        memeText: dossier.memeText,
        domainHolder: dossier.domainHolder,
        updatedAt: sql`now()`,
      },
    })
    .returning({ created: sql<boolean>`(xmax = 0)` });
  return { created: Boolean(row?.created) };
}
