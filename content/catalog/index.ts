import { domainSeedSchema, type DomainSeed } from '@/lib/catalog/seed-schema';
import seed from './domains.json' with { type: 'json' };

/**
 * The seed catalogue (domains.json, the same shape `npm run catalog:import` takes): what a new mall opens with, and
 * the names the rest of content/ refers to.
 */
export const catalogDomains: DomainSeed[] = domainSeedSchema.array().parse(seed);

export * from '@/lib/rules/site-exclusions';
export * from './wiki-lore';
export * from './lore-chapters';
export * from './vault-cards';
export * from './keywords';
export * from './directory';
