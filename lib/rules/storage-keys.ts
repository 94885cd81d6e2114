/** Browser storage keys (docs/product.md §3), all prefixed 'rv:'. */
export const STORAGE_KEYS = {
  /** Lore progress percent (number). */
  loreProgress: 'rv:lore-progress',
  /** Read lore chapter ids (string[]). */
  readChapters: 'rv:read-chapters',
  /** The lore modal's welcome banner was seen ('1'). */
  loreVisited: 'rv:lore-visited',
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

/** A stored list of strings; anything else reads as an empty list. */
export function parseStoredStringList(raw: string | null | undefined): string[] {
  const value = parseJson(raw);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
