import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ARCHETYPES,
  DOMAIN_CATEGORIES,
  DOMAIN_STATUSES,
  DOMAIN_TIERS,
  MALL_FLOORS,
  ROTATION_GROUPS,
  type LoreRecord,
} from '../../catalog/types';
import { inList, createdAt, updatedAt } from './columns';

export const domains = pgTable(
  'domains',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    featured: boolean('featured').notNull().default(false),
    status: text('status').notNull(),
    price: text('price').notNull().default('TBA'),
    /** The price in lamports, kept in step with `price` on every write; null when the name has no SOL price. */
    priceLamports: bigint('price_lamports', { mode: 'number' }),
    category: text('category').notNull(),
    vaulted: boolean('vaulted').notNull().default(false),
    listed: boolean('listed').notNull().default(false),
    available: boolean('available').notNull().default(false),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    website: text('website'),
    hasWebsite: boolean('has_website').notNull().default(false),
    archetype: text('archetype').notNull().default('both'),
    tier: text('tier'),
    floor: text('floor').notNull(),
    fixerQueue: boolean('fixer_queue').notNull().default(false),
    fixerActive: boolean('fixer_active').notNull().default(false),
    queueExpires: timestamp('queue_expires', { withTimezone: true }),
    buyLink: text('buy_link'),
    pngUrl: text('png_url'),
    social: text('social'),
    rotationGroup: text('rotation_group'),
    rotationExpires: timestamp('rotation_expires', { withTimezone: true }),
    lore: jsonb('lore').$type<LoreRecord>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('domains_name_key').on(t.name),
    uniqueIndex('domains_slug_key').on(t.slug),
    index('domains_category_name_idx').on(t.category, t.name),
    index('domains_status_name_idx').on(t.status, t.name),
    index('domains_floor_name_idx').on(t.floor, t.name),
    // Migration 0008 adds INCLUDE (price_lamports, category, status): a filtered deep page stays index-only.
    index('domains_listed_name_idx')
      .on(t.name)
      .where(sql`${t.listed}`),
    index('domains_listed_price_asc_idx')
      .on(t.priceLamports.asc().nullsLast(), t.name)
      .where(sql`${t.listed}`),
    index('domains_listed_price_desc_idx')
      .on(t.priceLamports.desc().nullsLast(), t.name)
      .where(sql`${t.listed}`),
    // Migration 0009 adds INCLUDE (price_lamports); domains_slug_c_idx (slug COLLATE "C", INCLUDE id, name) and the
    // trigram indexes are written in migrations 0006 and 0009 only.
    index('domains_listed_category_name_idx')
      .on(t.category, t.name)
      .where(sql`${t.listed}`),
    index('domains_listed_category_price_asc_idx')
      .on(t.category, t.priceLamports.asc().nullsLast(), t.name)
      .where(sql`${t.listed}`),
    index('domains_listed_category_price_desc_idx')
      .on(t.category, t.priceLamports.desc().nullsLast(), t.name)
      .where(sql`${t.listed}`),
    index('domains_rotation_group_idx').on(t.rotationGroup),
    index('domains_tags_idx').using('gin', t.tags),
    check('domains_status_check', sql`${t.status} in (${inList(DOMAIN_STATUSES)})`),
    check('domains_category_check', sql`${t.category} in (${inList(DOMAIN_CATEGORIES)})`),
    check('domains_archetype_check', sql`${t.archetype} in (${inList(ARCHETYPES)})`),
    check('domains_tier_check', sql`${t.tier} is null or ${t.tier} in (${inList(DOMAIN_TIERS)})`),
    check('domains_floor_check', sql`${t.floor} in (${inList(MALL_FLOORS)})`),
    check(
      'domains_rotation_group_check',
      sql`${t.rotationGroup} is null or ${t.rotationGroup} in (${inList(ROTATION_GROUPS)})`,
    ),
  ],
);

/**
 * One row: the catalogue's version, bumped in the same transaction as every catalogue write. Each server process
 * polls it and drops its cached reads and pages when it moves, so a write through one process shows on all of them.
 */
export const catalogVersion = pgTable('catalog_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * The cache tags each catalogue write expired (lib/catalog/cache.ts), with the version that write gave
 * `catalog_version`: a process that sees the version move expires only the tags written since it last looked.
 * One row per tag (a sold name's tag is one row however often it sells).
 */
export const catalogTagVersions = pgTable('catalog_tag_versions', {
  tag: text('tag').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * A catalogue import in progress (docs/architecture-reference.md "Streaming imports"): its rows are staged batch by
 * batch and written to `domains` in one transaction at commit; an import left open is dropped after a day.
 */
export const catalogImports = pgTable('catalog_imports', {
  id: uuid('id').primaryKey(),
  rows: integer('rows').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One staged row: the domain row as it will be written (column names as keys), and the file line it came from. */
export const catalogImportRows = pgTable(
  'catalog_import_rows',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => catalogImports.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    name: text('name').notNull(),
    row: jsonb('row').notNull(),
  },
  (t) => [uniqueIndex('catalog_import_rows_name_key').on(t.importId, t.name)],
);
