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

/** One catalogue entry as written in content/; the seed turns it into a `domains` row. */
export interface DomainSeed {
  name: string; // with .sol, lower case: 'jpegdealer.sol'
  slug: string; // name without .sol: 'jpegdealer'
  description: string;
  imageUrl?: string; // path under /public, e.g. '/images/domains/jpegdealer.webp'
  featured: boolean;
  status: DomainStatus;
  price: string; // '5 SOL', '0.25 SOL', 'N/A' or 'TBA'
  category: DomainCategory;
  vaulted: boolean;
  listed: boolean;
  available: boolean;
  tags: string[]; // scav domains carry exactly one ScavTag among their tags
  website?: string;
  hasWebsite?: boolean;
  archetype: Archetype;
  tier: DomainTier;
  floor: MallFloor;
  fixerQueue?: boolean;
  fixerActive?: boolean;
  queueExpiresInHours?: number; // relative to seeding time
  buyLink?: string;
  pngUrl?: string;
  social?: string; // e.g. 'https://x.com/retailverse'
  rotationGroup?: RotationGroup;
  lore?: LoreRecord; // absent → the default lore is shown
}
