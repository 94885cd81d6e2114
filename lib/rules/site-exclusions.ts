/**
 * The mall's own "site" domains (docs/product.md §5): an internal list of 16 slugs hidden from the
 * directory, the poll and the scav lists. The first eight are the catalogue's headquarters entries (category
 * `headquarters` in content/catalog/domains.json); the rest are reserved site names that are not catalogue entries.
 */
const EXCLUDED_SITE_NAMES = [
  'retailverse',
  'mallprotocol',
  'retailpass',
  'scavrack',
  'mallterminal',
  'hoodiedojo',
  'glitchmilitia',
  'threadcountops',
  'retailtickets',
  'mallmap',
  'vaultdoor',
  'retailpunk',
  'mallcore',
  'slotlord',
  'retailrunner',
  'wifhoodie',
] as const;

/** True when a slug (or a name with .sol) is one of the mall's own site names. */
export function isExcludedSiteName(slugOrName: string): boolean {
  const slug = slugOrName.toLowerCase().replace(/\.sol$/, '');
  return (EXCLUDED_SITE_NAMES as readonly string[]).includes(slug);
}
