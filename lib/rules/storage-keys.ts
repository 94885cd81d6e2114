/** Browser storage keys (docs/product.md §3), all prefixed 'rv:'. */
export const STORAGE_PREFIX = 'rv:';

export const STORAGE_KEYS = {
  /** Lore progress percent (number). */
  loreProgress: 'rv:lore-progress',
  /** Read lore chapter ids (string[]). */
  readChapters: 'rv:read-chapters',
  /** The lore modal's welcome banner was seen ('1'). */
  loreVisited: 'rv:lore-visited',
  /** Local Scav Rack ticket balance, capped at 5 (number). */
  tickets: 'rv:tickets',
  /** Respins used per domain slug, capped at 3 ({ [slug]: number }). */
  domainSpins: 'rv:domain-spins',
  /** Marketplace slugs bought locally (string[]). */
  marketplaceSold: 'rv:marketplace-sold',
  /** The landing waitlist was submitted ('1'). */
  waitlistSubmitted: 'rv:waitlist-submitted',
  /** Sidebar collapsed to the narrow strip ('1' / '0'). */
  sidebarCollapsed: 'rv:sidebar-collapsed',
  /** Anonymous voter id for the poll (string). */
  anonVoterId: 'rv:anon-voter-id',
} as const;

export const SESSION_KEYS = {
  /** The slug stored by Buy and Explore Catalog on the domain page. */
  lastWikiSlug: 'rv:last-wiki-slug',
  /** The visitor closed the purchase ticker: it stays away for this browser session. */
  tickerDismissed: 'rv:ticker-dismissed',
  /** The Mall Map's boot intro ran once this browser session ('1'). */
  bootIntroSeen: 'rv:boot-intro-seen',
} as const;

function parseJson(raw: string | null | undefined): unknown {
  if (raw === null || raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** A stored non-negative number, or `fallback` when missing or corrupt (storage errors are ignored). */
export function parseStoredCount(raw: string | null | undefined, fallback = 0): number {
  const value = parseJson(raw);
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** A stored list of strings; anything else reads as an empty list. */
export function parseStoredStringList(raw: string | null | undefined): string[] {
  const value = parseJson(raw);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** A stored { key: count } map; invalid entries are dropped. */
export function parseStoredCountMap(raw: string | null | undefined): Record<string, number> {
  const value = parseJson(raw);
  const result: Record<string, number> = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return result;
  for (const [key, count] of Object.entries(value)) {
    if (typeof count === 'number' && Number.isFinite(count) && count >= 0) result[key] = count;
  }
  return result;
}
