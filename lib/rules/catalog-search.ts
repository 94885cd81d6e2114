/**
 * How the catalogue is searched and sorted (docs/architecture-reference.md "The catalogue at scale"). The SQL in
 * lib/catalog/filters.ts and the in-memory fallback both follow these rules.
 */
export const DOMAIN_SORTS = ['name-asc', 'name-desc', 'price-asc', 'price-desc'] as const;
export type DomainSort = (typeof DOMAIN_SORTS)[number];

/** Shorter searches match the start of a name only: a trigram index needs three characters. */
export const SEARCH_MIN_SUBSTRING_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 100;

/** A search as it is matched: trimmed, lower case, without a trailing `.sol`; null when nothing is left. */
export function normalizeSearchTerm(search: string | null | undefined): string | null {
  if (typeof search !== 'string') return null;
  const term = search
    .trim()
    .toLowerCase()
    .replace(/\.sol$/, '')
    .slice(0, SEARCH_MAX_LENGTH);
  return term.length ? term : null;
}

/** Whether a name could contain `term`: names hold only a-z, 0-9 and '-', so "neon shop" is looked for in texts only. */
export const nameMayContain = (term: string) => /^[a-z0-9-]+$/.test(term);

/**
 * A match's rank, best first: 0 the exact name, 1 a name that starts with the search, 2 a name that contains it,
 * 3 a description or tag that contains it, 4 a name that is only similar (trigram similarity, database only).
 * Null: not a match in memory.
 */
export type SearchRank = 0 | 1 | 2 | 3 | 4;

export function searchRank(domain: { slug: string; description: string; tags: readonly string[] }, term: string) {
  const slug = domain.slug.toLowerCase();
  if (slug === term) return 0;
  if (slug.startsWith(term)) return 1;
  if (term.length < SEARCH_MIN_SUBSTRING_LENGTH) return null;
  if (slug.includes(term)) return 2;
  if (searchText(domain).includes(term)) return 3;
  return null;
}

/** The text besides the name a search looks in (the database indexes the same expression). */
function searchText(domain: { description: string; tags: readonly string[] }): string {
  return `${domain.description} ${domain.tags.join(' ')}`.toLowerCase();
}

/**
 * A search gathers at most this many candidates from each index that cannot give them in rank order (names starting
 * with it, in slug order; a rare term's names, descriptions and tags containing it) and ranks, sorts and pages those.
 */
export const SEARCH_CANDIDATES = 2400;

/**
 * Names containing a term, or texts, are first looked for among this many names (the first by id): a common word
 * fills a page from them without reading every name that holds it; fewer matches there send the read to the trigram
 * index, which reads a rare term's few names quickly. The same sample estimates a count.
 */
export const SEARCH_WALK = 1000;

/**
 * A term the first SEARCH_WALK names hold too rarely for a page is looked for in the trigram index, unless by those
 * names the index would read more than this many texts for its rarest word (a phrase of common words no text holds
 * side by side): it is then answered from the walk (often: nothing contains it, so similar names).
 */
export const SEARCH_INDEX_READ_MAX = 20_000;

/** A search's count is exact up to this many names; past it (or estimated past it) a view says "More than 10,000". */
export const SEARCH_COUNT_EXACT_MAX = 10_000;

/**
 * /domains lists active listings; names sold, not for sale or coming soon are never listed, so filtering by one of
 * those statuses shows every name with it instead of always nothing.
 */
export const STATUSES_BEYOND_LISTINGS: readonly string[] = ['not_for_sale', 'sold', 'coming-soon'];
