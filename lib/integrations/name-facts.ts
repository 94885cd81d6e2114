import 'server-only';
import { shortAddress } from '../auth/wallet-address';
import { currentSettings } from '../settings';
import { badRequest } from '../errors';
import { checkNameSafety } from '../rules/name-safety';
import { solanaChainId } from '../rules/payments';
import { isChainReadCached } from './chain-cache';
import { DISTINCT_NAME_LOOKUPS_LIMITED, distinctNameLookupLimiter } from './limits';
import { lookupName, nameReadKey, type NameLookup } from './sns-names';
import { registerPriceUsd, registrarState } from './sns-registrar';
import { explorerUrl } from './solana-rpc';

/** A free name's registration through SNS: its price, whether the registrar runs here, the wallet chain. */
export interface RegisterFacts {
  priceUsd: number;
  available: boolean;
  chain: string;
}

/** What a page shows of a name on chain: the lookup, the owner's explorer page, or (free) how to register it. */
export type NameFacts = NameLookup & {
  ownerUrl: string | null;
  ownerShort: string | null;
  register: RegisterFacts | null;
};

/**
 * Vets a typed name (lib/rules/name-safety.ts), then reads it on chain (cached: lib/integrations/chain-cache.ts). A
 * `visitor` may read only so many names a minute that are not cached (docs/payments-reference.md "The RPC budget").
 */
export async function nameFacts(input: string, visitor?: string): Promise<NameFacts> {
  const safety = checkNameSafety(input);
  if (!safety.ok) throw badRequest(safety.reason, 'name');
  if (visitor && !isChainReadCached(nameReadKey(safety.name))) {
    await distinctNameLookupLimiter.hit(visitor, DISTINCT_NAME_LOOKUPS_LIMITED);
  }
  const found = await lookupName(safety.name);
  if (found.status === 'unregistered') {
    const registrar = await registrarState();
    const register = {
      priceUsd: registerPriceUsd(found.name),
      // An unanswered read offers the action; preparing it then says the network is down.
      available: registrar.status !== 'absent',
      chain: solanaChainId(currentSettings().cluster),
    };
    return { ...found, ownerUrl: null, ownerShort: null, register };
  }
  if (found.status !== 'registered') return { ...found, ownerUrl: null, ownerShort: null, register: null };
  return { ...found, ownerUrl: explorerUrl(found.owner), ownerShort: shortAddress(found.owner), register: null };
}
