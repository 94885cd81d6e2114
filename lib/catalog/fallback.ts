import { FALLBACK_DOMAIN_COUNT } from '../rules/catalog-limits';
import { seedToDomain } from './rows';
import { readSeedCatalog } from './seed-file';
import type { Domain } from './types';

/** docs/product.md §1: with no backend, a static set of 3 domains is shown. */
const FALLBACK_SLUGS = ['commandhub', 'fudscience', 'jumpsetradio'] as const;

const builtAt = new Date();

export const fallbackDomains: Domain[] = FALLBACK_SLUGS.map((slug, index) => {
  const seed = readSeedCatalog().find((d) => d.slug === slug);
  if (!seed) throw new Error(`Fallback domain ${slug} is missing from the seed catalogue`);
  return seedToDomain(seed, -(index + 1), builtAt);
});

if (fallbackDomains.length !== FALLBACK_DOMAIN_COUNT) throw new Error('The fallback set must hold 3 domains');

export const FALLBACK_NOTICE = 'The catalogue backend is not available right now, so built-in fallback data is shown.';
