import type { DomainSort } from '../rules/catalog-search';

/**
 * The catalogue's vocabulary (docs/glossary.md "Names and their states"): the words a name's status, category,
 * archetype, tier, rotation group, floor and scav tag may take, written once here for the database schema, the
 * import checks, the rules, content/ and the UI.
 */
export const DOMAIN_STATUSES = ['available', 'not_for_sale', 'sold', 'coming-soon', 'promoted'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

export const DOMAIN_CATEGORIES = ['headquarters', 'premium', 'mid', 'quick', 'basement', 'scav', 'flashRack'] as const;
export type DomainCategory = (typeof DOMAIN_CATEGORIES)[number];

export const ARCHETYPES = ['builder', 'degen', 'both'] as const;
export type Archetype = (typeof ARCHETYPES)[number];

export const DOMAIN_TIERS = ['vaulted-premium', 'blueprint-tier', 'quick-snag', 'flash-rack'] as const;
export type DomainTier = (typeof DOMAIN_TIERS)[number];

export const ROTATION_GROUPS = ['mythic', 'featured', 'daily'] as const;
export type RotationGroup = (typeof ROTATION_GROUPS)[number];

export const MALL_FLOORS = ['B1_Underbelly', '1F_Mainfloor', '2F_TechSector', '3F_LoungeLore'] as const;
export type MallFloor = (typeof MALL_FLOORS)[number];

export const SCAV_TAGS = ['Cursed', 'Overstocked', 'RNG', 'Trash Drop', 'Undervalued'] as const;
export type ScavTag = (typeof SCAV_TAGS)[number];

/** The lore record of docs/product.md §3, shown on /domains/{slug}. */
export interface LoreRecord {
  slogan: string;
  meta: string;
  desc: string;
  inspiration: string;
  tone: string;
  stack: string[];
  stats: {
    memeReadiness: number; // 0-100
    marketUsage: string; // e.g. 'High', 'Niche'
    builtWith: string; // e.g. 'Next.js + Anchor'
    snsIndexed: boolean;
    walletConnect: boolean;
    editableInCursor: boolean;
  };
}

/** A catalogue domain as the app sees it (serialisable: safe to pass to client components). */
export interface Domain {
  id: number;
  name: string;
  slug: string;
  description: string;
  imageUrl: string | null;
  featured: boolean;
  status: DomainStatus;
  price: string;
  /** The price in lamports as an integer string; null for 'TBA', 'N/A' and other unpriced names. */
  priceLamports: string | null;
  category: DomainCategory;
  vaulted: boolean;
  listed: boolean;
  available: boolean;
  tags: string[];
  website: string | null;
  hasWebsite: boolean;
  archetype: Archetype;
  tier: DomainTier | null;
  floor: MallFloor;
  fixerQueue: boolean;
  fixerActive: boolean;
  queueExpires: string | null; // ISO time
  buyLink: string | null;
  pngUrl: string | null;
  social: string | null;
  rotationGroup: RotationGroup | null;
  rotationExpires: string | null; // ISO time
  lore: LoreRecord | null;
  updatedAt: string; // ISO time
}

/** The spec's "Read domains" filters (docs/product.md §7), plus status and rotation group. */
export interface DomainFilters {
  listed?: boolean;
  vaulted?: boolean;
  featured?: boolean;
  available?: boolean;
  category?: DomainCategory;
  status?: DomainStatus;
  rotationGroup?: RotationGroup;
  floor?: MallFloor;
  tags?: string[]; // the domain's tags contain all of these
  /** Ranked: the exact name, then names starting with it, containing it, descriptions and tags, similar names. */
  search?: string;
  /** Price range in lamports, inclusive; unpriced names drop out of a range. */
  minLamports?: number;
  maxLamports?: number;
  /** Default: by name, or by search rank then name when searching. */
  sort?: DomainSort;
  /** Keyset paging (name order, or rank then name when searching): only rows after this name (and rank). */
  after?: string;
  afterRank?: number;
  /** Search names only similar to the term (set by the reader when nothing contains it). */
  similar?: boolean;
  /** Offset paging, for the numbered /domains pages only. */
  offset?: number;
  /** Capped at CATALOG_READ_MAX; CATALOG_READ_DEFAULT when not given. */
  limit?: number;
}

/** Where an answer came from: the database, or the built-in fallback set when it cannot be reached. */
export type CatalogSource = 'database' | 'fallback';

export interface DomainList {
  domains: Domain[];
  source: CatalogSource;
  /** Nothing contains the search: these are names similar to it ("did you mean"). */
  similar?: boolean;
}
