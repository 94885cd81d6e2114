/** Poll and merch constants (docs/product.md §2, §3, §9). */
import { isExcludedSiteName } from './site-exclusions';
import { DAY_MS } from './time';
export const POLL_TOTAL_VOTES = 186;
const POLL_END_DATE = '2025-02-15';
export const POLL_CATEGORIES = ['Premium', 'Mid'] as const;

export const MERCH_DISCOUNT_FIRST = 25;
export const MERCH_WHITELIST_FIRST = 50;
export const MERCH_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export type MerchSize = (typeof MERCH_SIZES)[number];
export const MERCH_CONFIRMATION = "Classified file sealed. You're on the Threadcount Ops list.";
/** The confirmation's second line (the spec's copy, ellipsis included). */
export const MERCH_CONFIRMATION_PING = 'Expect… a secure ping.';
/** A second dossier for an e-mail, from anyone but the wallet the first was filed with (signed in). */
export const MERCH_EMAIL_TAKEN =
  'This e-mail already has a dossier. To change it, sign in with the wallet it was filed with and send it again.';

/** The poll is open through the whole end date (UTC). */
export function isPollOpen(now: Date, endDate: string = POLL_END_DATE): boolean {
  return now.getTime() < new Date(`${endDate}T00:00:00Z`).getTime() + DAY_MS;
}

/** An option's share of the votes as a rounded percent (0 when nobody voted). */
export function votePercent(votes: number, totalVotes: number): number {
  return totalVotes > 0 ? Math.round((votes / totalVotes) * 100) : 0;
}

/** A poll option's name: a plain .sol name (a-z, 0-9, hyphen), never one of the mall's own site names. */
const POLL_OPTION_NAME = /^[a-z0-9-]{1,63}$/;
const POLL_OPTION_SITE_NAME = 'The mall’s own site names cannot be poll options.';
const POLL_OPTION_NAME_INVALID = 'An option is a .sol name: letters, digits and hyphens.';

/** What the catalogue says of a name a ballot option stands for. */
interface BallotName {
  status: string;
  category: string;
}

/** The catalogue statuses of a name still locked away: what the poll votes to unlock (never one on sale or sold). */
const LOCKED_STATUSES = ['not_for_sale', 'coming-soon'];

/**
 * Why a catalogue name cannot stand on the ballot in `category`, or null when it can: it must be in the catalogue,
 * locked (not on sale, not sold), and in the catalogue's category of that name ('Premium' → premium, 'Mid' → mid).
 */
export function ballotNameProblem(
  slug: string,
  name: BallotName | null,
  category: (typeof POLL_CATEGORIES)[number],
): string | null {
  if (!name) return `${slug}.sol is not in the catalogue: the poll unlocks the mall’s own names.`;
  if (!LOCKED_STATUSES.includes(name.status)) {
    return `${slug}.sol is not locked (it is ${name.status.replace(/_/g, ' ')}): the ballot takes names still in the vault.`;
  }
  if (name.category !== category.toLowerCase()) {
    return `${slug}.sol is a ${name.category} name in the catalogue, not ${category}.`;
  }
  return null;
}

/** Why a typed option name cannot go on the ballot, or null with its slug when it can. */
export function pollOptionSlug(name: string): { slug: string; error: null } | { slug: null; error: string } {
  const slug = name
    .trim()
    .toLowerCase()
    .replace(/\.sol$/, '');
  if (!POLL_OPTION_NAME.test(slug)) return { slug: null, error: POLL_OPTION_NAME_INVALID };
  if (isExcludedSiteName(slug)) return { slug: null, error: POLL_OPTION_SITE_NAME };
  return { slug, error: null };
}
