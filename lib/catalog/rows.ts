import type { DomainSeed } from './seed-schema';
import { solTextToLamports } from '../rules/money';
import { MARKETPLACE_EXPIRY_MS } from '../rules/rotation';
import type { domains } from '../db/schema';
import type { Domain } from './types';
import { HOUR_MS } from '../rules/time';

type DomainRow = typeof domains.$inferSelect;
type DomainInsert = typeof domains.$inferInsert;

/** A seed or import record → a row to insert; relative expiries become times from `now`. */
export function domainSeedToRow(seed: DomainSeed, now: Date): DomainInsert {
  return {
    name: seed.name,
    slug: seed.slug,
    description: seed.description,
    imageUrl: seed.imageUrl ?? null,
    featured: seed.featured,
    status: seed.status,
    price: seed.price,
    priceLamports: solTextToLamports(seed.price),
    category: seed.category,
    vaulted: seed.vaulted,
    listed: seed.listed,
    available: seed.available,
    tags: seed.tags,
    website: seed.website ?? null,
    hasWebsite: seed.hasWebsite ?? Boolean(seed.website),
    archetype: seed.archetype,
    tier: seed.tier,
    floor: seed.floor,
    fixerQueue: seed.fixerQueue ?? false,
    fixerActive: seed.fixerActive ?? false,
    queueExpires:
      seed.queueExpiresInHours === undefined ? null : new Date(now.getTime() + seed.queueExpiresInHours * HOUR_MS),
    buyLink: seed.buyLink ?? null,
    pngUrl: seed.pngUrl ?? null,
    social: seed.social ?? null,
    rotationGroup: seed.rotationGroup ?? null,
    rotationExpires: seed.rotationGroup ? new Date(now.getTime() + MARKETPLACE_EXPIRY_MS[seed.rotationGroup]) : null,
    lore: seed.lore ?? null,
    updatedAt: now,
  };
}

export function rowToDomain(row: DomainRow): Domain {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    imageUrl: row.imageUrl,
    featured: row.featured,
    status: row.status as Domain['status'],
    price: row.price,
    priceLamports: row.priceLamports === null ? null : String(row.priceLamports),
    category: row.category as Domain['category'],
    vaulted: row.vaulted,
    listed: row.listed,
    available: row.available,
    tags: row.tags,
    website: row.website,
    hasWebsite: row.hasWebsite,
    archetype: row.archetype as Domain['archetype'],
    tier: row.tier as Domain['tier'],
    floor: row.floor as Domain['floor'],
    fixerQueue: row.fixerQueue,
    fixerActive: row.fixerActive,
    queueExpires: row.queueExpires?.toISOString() ?? null,
    buyLink: row.buyLink,
    pngUrl: row.pngUrl,
    social: row.social,
    rotationGroup: row.rotationGroup as Domain['rotationGroup'],
    rotationExpires: row.rotationExpires?.toISOString() ?? null,
    lore: row.lore ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A seed record as a Domain without a database (the fallback set). */
export function seedToDomain(seed: DomainSeed, id: number, now: Date): Domain {
  const row = domainSeedToRow(seed, now);
  return rowToDomain({ ...row, id, createdAt: now, updatedAt: now } as DomainRow);
}
