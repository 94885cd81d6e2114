import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { MERCH_EMAIL_TAKEN, type MerchSize } from '@/lib/rules/community';
import { getDb } from '../db';
import { merchWaitlist } from '../db/schema';
import { conflict } from '../errors';

export interface MerchDossier {
  walletAddress: string;
  email: string;
  size: MerchSize | null;
  memeText: string | null;
  domainHolder: boolean | null;
}

/**
 * One entry per e-mail. A second dossier for an e-mail replaces the entry only when `signedInWallet` is the wallet
 * the entry was filed with; otherwise it is refused (409) and nothing changes, so knowing someone's e-mail is not
 * enough to rewrite their entry. Returns whether the entry is new.
 */
export async function sealMerchDossier(
  dossier: MerchDossier,
  signedInWallet: string | null,
): Promise<{ created: boolean }> {
  const db = await getDb();
  const insert = db.insert(merchWaitlist).values(dossier);
  const created = sql<boolean>`(xmax = 0)`;
  const rows = signedInWallet
    ? await insert
        .onConflictDoUpdate({
          target: merchWaitlist.email,
          set: {
            walletAddress: dossier.walletAddress,
            size: dossier.size,
            memeText: dossier.memeText,
            domainHolder: dossier.domainHolder,
            updatedAt: sql`now()`,
          },
          setWhere: eq(merchWaitlist.walletAddress, signedInWallet),
        })
        .returning({ created })
    : await insert.onConflictDoNothing({ target: merchWaitlist.email }).returning({ created });
  if (rows.length === 0) throw conflict(MERCH_EMAIL_TAKEN);
  return { created: Boolean(rows[0]!.created) };
}
