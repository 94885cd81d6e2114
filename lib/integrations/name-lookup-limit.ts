import 'server-only';
import { NAME_LOOKUPS_LIMITED, nameLookupLimiter } from './limits';

/*
 * Kept only for components/names/load-my-names.ts and scripts/bench/name-lookup.ts until they call
 * `nameLookupLimiter` from ./limits directly; new code uses that limiter.
 */
export const limitNameLookup = (visitor: string): Promise<void> => nameLookupLimiter.hit(visitor, NAME_LOOKUPS_LIMITED);
export const resetNameLookupLimit = (): Promise<void> => nameLookupLimiter.reset();
