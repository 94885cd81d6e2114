import 'server-only';
import { shortAddress } from '../auth/wallet-address';
import { badRequest } from '../errors';
import { checkNameSafety } from '../rules/name-safety';
import { lookupName, type NameLookup } from './sns-names';
import { explorerUrl } from './solana-rpc';

/** What a page shows of a name on chain: the lookup, plus the owner's explorer page on the mall's cluster. */
export type NameFacts = NameLookup & { ownerUrl: string | null; ownerShort: string | null };

/** Vets a typed name (lib/rules/name-safety.ts), then reads it on chain (cached: lib/integrations/chain-cache.ts). */
export async function nameFacts(input: string): Promise<NameFacts> {
  const safety = checkNameSafety(input);
  if (!safety.ok) throw badRequest(safety.reason, 'name');
  const found = await lookupName(safety.name);
  if (found.status !== 'registered') return { ...found, ownerUrl: null, ownerShort: null };
  return { ...found, ownerUrl: explorerUrl(found.owner), ownerShort: shortAddress(found.owner) };
}
