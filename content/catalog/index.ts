import type { DomainSeed } from './types';
import { mythicDomains } from './domains-mythic';
import { featuredDomains } from './domains-featured';
import { vaultDomains } from './domains-vault';
import { midTierDomains } from './domains-mid';
import { flashRackDomains } from './domains-flash';
import { techSectorDomains } from './domains-tech';
import { loungeDomains } from './domains-lounge';
import { basementDomains } from './domains-basement';
import { scavDomains } from './domains-scav';
import { scavDomainsMore } from './domains-scav-more';
import { headquartersDomains } from './domains-hq';

/** The full static catalogue: every domain seed, concatenated from the per-shelf files. */
export const catalogDomains: DomainSeed[] = [
  ...mythicDomains,
  ...featuredDomains,
  ...vaultDomains,
  ...midTierDomains,
  ...flashRackDomains,
  ...techSectorDomains,
  ...loungeDomains,
  ...basementDomains,
  ...scavDomains,
  ...scavDomainsMore,
  ...headquartersDomains,
];

export * from './types';
export * from './exclusions';
export * from './wiki-lore';
export * from './lore-chapters';
export * from './vault-cards';
export * from './keywords';
export * from './leaderboard';
export * from './directory';
