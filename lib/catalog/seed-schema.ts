import { z } from 'zod';
import {
  ARCHETYPES,
  DOMAIN_CATEGORIES,
  DOMAIN_STATUSES,
  DOMAIN_TIERS,
  MALL_FLOORS,
  ROTATION_GROUPS,
  type Archetype,
  type DomainCategory,
  type DomainStatus,
  type DomainTier,
  type LoreRecord,
  type MallFloor,
  type RotationGroup,
} from './types';

/** The sample websites the mall serves itself (app/sites/[slug]). */
export const SAMPLE_SITE_PATH = /^\/sites\/[a-z0-9-]{1,63}$/;

const isHttpUrl = (v: string) => /^https?:\/\//i.test(v) && URL.canParse(v);

const httpUrl = z
  .url()
  .refine((v) => /^https?:\/\//i.test(v), 'must be an http or https URL')
  .max(500);

export const loreSchema = z.object({
  slogan: z.string().max(300),
  meta: z.string().max(1000),
  desc: z.string().max(4000),
  inspiration: z.string().max(2000),
  tone: z.string().max(300),
  stack: z.array(z.string().max(60)).max(20),
  stats: z.object({
    memeReadiness: z.number().min(0).max(100),
    marketUsage: z.string().max(60),
    builtWith: z.string().max(120),
    snsIndexed: z.boolean(),
    walletConnect: z.boolean(),
    editableInCursor: z.boolean(),
  }),
});

/** A name's website: an http(s) address, or a sample site this mall serves (/sites/{slug}). */
export const websiteSchema = z
  .string()
  .max(500)
  .refine((v) => SAMPLE_SITE_PATH.test(v) || isHttpUrl(v), 'must be an http or https URL');

/** An image the mall serves (a path under public/) or an http(s) address. */
export const imageSchema = z
  .string()
  .max(500)
  .refine(
    (v) => /^\/[A-Za-z0-9._/-]+$/.test(v) || isHttpUrl(v),
    'must be a path such as /images/domains/name.webp or an http(s) URL',
  );

/** A name's tags: at most 20 words of at most 40 characters. */
export const tagsSchema = z.array(z.string().trim().min(1).max(40)).max(20);

/** A name as the catalogue holds it: lower case, ending in .sol. */
export const domainNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9-]{1,63}\.sol$/, 'must be a lower-case name ending in .sol (a-z, 0-9, -)');

/** A price as the catalogue writes it. */
export const priceTextSchema = z
  .string()
  .trim()
  .regex(/^(\d+(\.\d+)? SOL|N\/A|TBA)$/, "must look like '5 SOL', 'N/A' or 'TBA'");

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

/** One catalogue record, as written in content/ or in an import file. */
export const domainSeedSchema = z
  .object({
    name: domainNameSchema,
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9-]{1,63}$/)
      .optional(),
    description: z.string().max(2000).default(''),
    imageUrl: z.string().max(500).optional(),
    featured: z.boolean().default(false),
    status: z.enum(DOMAIN_STATUSES),
    price: priceTextSchema,
    category: z.enum(DOMAIN_CATEGORIES),
    vaulted: z.boolean().default(false),
    listed: z.boolean().default(false),
    available: z.boolean().default(false),
    tags: tagsSchema.default([]),
    website: websiteSchema.optional(),
    hasWebsite: z.boolean().optional(),
    archetype: z.enum(ARCHETYPES).default('both'),
    tier: z.enum(DOMAIN_TIERS),
    floor: z.enum(MALL_FLOORS),
    fixerQueue: z.boolean().optional(),
    fixerActive: z.boolean().optional(),
    queueExpiresInHours: z
      .number()
      .min(0)
      .max(24 * 365)
      .optional(),
    buyLink: httpUrl.optional(),
    pngUrl: z.string().max(500).optional(),
    social: httpUrl.optional(),
    rotationGroup: z.enum(ROTATION_GROUPS).optional(),
    lore: loreSchema.optional(),
  })
  .strict()
  .transform((d): DomainSeed => ({ ...d, slug: d.slug ?? d.name.slice(0, -4) }))
  .refine((d) => d.slug === d.name.slice(0, -4), { message: 'slug must be the name without .sol', path: ['slug'] });
