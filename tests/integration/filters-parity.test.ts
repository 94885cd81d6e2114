import { describe, expect, it } from 'vitest';
import { catalogDomains } from '@/content/catalog';
import { readDomains, type DomainFilters } from '@/lib/catalog';
import { applyFilters } from '@/lib/catalog/filters';
import { seedToDomain } from '@/lib/catalog/rows';
import { testEngines, useTestDatabase } from './support/databases';

// The fallback set is filtered in memory: it must agree with the SQL filters.
const cases: DomainFilters[] = [
  { category: 'scav' },
  { vaulted: true },
  { listed: true, available: true },
  { featured: true, limit: 3 },
  { search: 'SOL' },
  { search: 'meme' },
  { status: 'sold' },
  { rotationGroup: 'daily' },
  { floor: '2F_TechSector', limit: 4 },
  { tags: [catalogDomains.find((d) => d.tags.length)!.tags[0]] },
  { sort: 'price-asc' },
  { sort: 'price-desc', listed: true },
  { sort: 'name-desc', limit: 5 },
  { minLamports: 1_000_000_000, maxLamports: 10_000_000_000 },
  { search: 'je' },
  { search: 'jpegdealer.sol' },
  { listed: true, offset: 10, limit: 10 },
];

describe.each(testEngines)('SQL and in-memory filters agree on $name', (engine) => {
  useTestDatabase(engine);
  const now = new Date();
  const all = catalogDomains.map((seed, i) => seedToDomain(seed, i, now));

  it.each(cases)('%o', async (filters) => {
    const fromSql = (await readDomains(filters)).domains.map((d) => d.name);
    expect(fromSql).toEqual(applyFilters(all, filters, filters.limit ?? 500).map((d) => d.name));
  });
});
