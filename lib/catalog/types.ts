import type {
  Archetype,
  DomainCategory,
  DomainStatus,
  DomainTier,
  LoreRecord,
  MallFloor,
  RotationGroup,
} from './seed-types';
import type { DomainSort } from '../rules/catalog-search';

export type { DomainSort };
export type { Archetype, DomainCategory, DomainStatus, DomainTier, LoreRecord, MallFloor, RotationGroup };

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
