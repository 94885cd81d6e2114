import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
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
} from '../catalog/seed-types';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

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

/** The RetailpunkRegistry of docs/product.md §3: one row per wallet. */
export const wallets = pgTable(
  'wallets',
  {
    walletAddress: text('wallet_address').primaryKey(),
    tier: text('tier').notNull().default('Tier 0'),
    domainsOwned: integer('domains_owned').notNull().default(0),
    wifhoodieHolder: boolean('wifhoodie_holder').notNull().default(false),
    retailpassExpiry: timestamp('retailpass_expiry', { withTimezone: true }),
    totalRts: integer('total_rts').notNull().default(0),
    status: text('status').notNull().default('Active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('wallets_total_rts_check', sql`${t.totalRts} >= 0`),
    check('wallets_domains_owned_check', sql`${t.domainsOwned} >= 0`),
  ],
);

/** Append-only ledger; wallets.total_rts is its running sum. */
export const ticketLog = pgTable(
  'ticket_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    walletAddress: text('wallet_address')
      .notNull()
      .references(() => wallets.walletAddress),
    action: text('action').notNull(),
    amount: integer('amount').notNull(),
    accessTarget: text('access_target'),
    notes: text('notes'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ticket_log_idempotency_key').on(t.walletAddress, t.idempotencyKey),
    index('ticket_log_wallet_idx').on(t.walletAddress, t.createdAt),
  ],
);

export const authNonces = pgTable(
  'auth_nonces',
  {
    nonce: text('nonce').primaryKey(),
    input: jsonb('input').$type<Record<string, string>>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('auth_nonces_expires_idx').on(t.expiresAt)],
);

/** Session tokens signed out before they expired: a replayed cookie of one is refused. */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    tokenId: text('token_id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_sessions_expires_idx').on(t.expiresAt)],
);

/** Provably-fair seeds: the hash is published while active, the seed revealed after rotation. */
export const fairnessSeeds = pgTable(
  'fairness_seeds',
  {
    id: serial('id').primaryKey(),
    seed: text('seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    createdAt: createdAt(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('fairness_seeds_hash_key').on(t.seedHash)],
);

export const spins = pgTable(
  'spins',
  {
    id: uuid('id').primaryKey(),
    walletAddress: text('wallet_address')
      .notNull()
      .references(() => wallets.walletAddress),
    seedId: integer('seed_id')
      .notNull()
      .references(() => fairnessSeeds.id),
    hmac: text('hmac').notNull(),
    randomValue: doublePrecision('random_value').notNull(),
    prizeLabel: text('prize_label').notNull(),
    prizeRarity: text('prize_rarity').notNull(),
    ticketsWon: integer('tickets_won').notNull().default(0),
    cost: integer('cost').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('spins_wallet_idx').on(t.walletAddress, t.createdAt)],
);

export const pollVotes = pgTable(
  'poll_votes',
  {
    id: serial('id').primaryKey(),
    pollId: text('poll_id').notNull(),
    optionId: text('option_id').notNull(),
    voterKey: text('voter_key').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('poll_votes_voter_key').on(t.pollId, t.voterKey),
    index('poll_votes_option_idx').on(t.pollId, t.optionId),
  ],
);

export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    source: text('source').notNull().default('app'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('waitlist_entries_email_key').on(t.email, t.source)],
);

export const merchWaitlist = pgTable(
  'merch_waitlist',
  {
    id: serial('id').primaryKey(),
    walletAddress: text('wallet_address').notNull(),
    email: text('email').notNull(),
    size: text('size'),
    memeText: text('meme_text'),
    domainHolder: boolean('domain_holder'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('merch_waitlist_email_key').on(t.email),
    check('merch_waitlist_size_check', sql`${t.size} is null or ${t.size} in ('XS','S','M','L','XL','XXL')`),
  ],
);

export const upgradeRequests = pgTable('upgrade_requests', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull().default('deployment'),
  domain: text('domain').notNull(),
  description: text('description'),
  contact: text('contact'),
  createdAt: createdAt(),
});

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    domainSlug: text('domain_slug').notNull(),
    recipient: text('recipient').notNull(),
    email: text('email'),
    priceSol: text('price_sol').notNull(),
    status: text('status').notNull().default('pending'),
    providerRef: text('provider_ref'),
    error: text('error'),
    receiptRequestedAt: timestamp('receipt_requested_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_domain_idx').on(t.domainSlug),
    check('orders_status_check', sql`${t.status} in ('pending', 'minted', 'failed')`),
  ],
);

/**
 * A sale through Solana Pay: the name, the price and a reference key fixed when the order is made. The name
 * stays reserved while the order awaits payment; a confirmed transfer to the seller with that reference pays it.
 * See docs/payments.md.
 */
export const saleOrders = pgTable(
  'sale_orders',
  {
    id: uuid('id').primaryKey(),
    domainSlug: text('domain_slug').notNull(),
    domainName: text('domain_name').notNull(),
    amountLamports: bigint('amount_lamports', { mode: 'bigint' }).notNull(),
    recipient: text('recipient').notNull(),
    reference: text('reference').notNull(),
    status: text('status').notNull().default('awaiting_payment'),
    buyer: text('buyer'),
    signature: text('signature'),
    paidLamports: bigint('paid_lamports', { mode: 'bigint' }),
    lastError: text('last_error'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sale_orders_reference_key').on(t.reference),
    uniqueIndex('sale_orders_signature_key').on(t.signature),
    index('sale_orders_domain_status_idx').on(t.domainSlug, t.status),
    index('sale_orders_status_checked_idx').on(t.status, t.checkedAt),
    check(
      'sale_orders_status_check',
      sql`${t.status} in ('awaiting_payment', 'paid', 'paid_late', 'expired', 'fulfilled', 'refunded')`,
    ),
    check('sale_orders_amount_check', sql`${t.amountLamports} > 0`),
  ],
);

/**
 * A Scav Rack slot draw, kept per browser and name while it can be bought: reopening the slot machine shows the same
 * draw, a respin replaces it (at most 3 a name), and an order for the name is made at the drawn price.
 */
export const scavDraws = pgTable(
  'scav_draws',
  {
    id: uuid('id').primaryKey(),
    browserKey: text('browser_key').notNull(),
    domainSlug: text('domain_slug').notNull(),
    kind: text('kind').notNull(),
    priceLamports: bigint('price_lamports', { mode: 'bigint' }).notNull(),
    respins: integer('respins').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('scav_draws_browser_domain_key').on(t.browserKey, t.domainSlug),
    index('scav_draws_expires_idx').on(t.expiresAt),
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

/** Rate-limit windows shared by every server process on one PostgreSQL (rate-limiter-flexible's Drizzle store). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);

/** /submit: domain or article ideas. */
export const submissions = pgTable('submissions', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  name: text('name'),
  email: text('email').notNull(),
  title: text('title').notNull(),
  details: text('details'),
  createdAt: createdAt(),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name'),
  email: text('email').notNull(),
  subject: text('subject'),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/** 'Notify Me' sign-ups (domain tester and other coming-soon tools). */
export const notifyRequests = pgTable(
  'notify_requests',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('notify_requests_email_topic_key').on(t.email, t.topic)],
);

/**
 * A catalogue import in progress (docs/architecture.md "Streaming imports"): its rows are staged batch by batch and
 * written to `domains` in one transaction at commit; an import left open is dropped after a day.
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
