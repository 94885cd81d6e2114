import type {
  Archetype,
  DomainCategory,
  DomainStatus,
  DomainTier,
  LoreRecord,
  MallFloor,
  RotationGroup,
} from '../../content/catalog/types';

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
  search?: string; // case-insensitive partial match on name or description
  /** Keyset paging: only names after this one (the order is by name). */
  after?: string;
  limit?: number;
}

/** Where an answer came from: the database, or the built-in fallback set when it cannot be reached. */
export type CatalogSource = 'database' | 'fallback';

export interface DomainList {
  domains: Domain[];
  source: CatalogSource;
}
