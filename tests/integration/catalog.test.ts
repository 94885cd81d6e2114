import { describe, expect, it } from 'vitest';
import { catalogDomains } from '@/content/catalog';
import { readDomain, readDomains, readScavDomains } from '@/lib/catalog';
import { upsertDomains } from '@/lib/catalog/import';
import { scavDrawable } from '@/lib/rules/offer';
import { testEngines, useTestDatabase } from './support/databases';

describe.each(testEngines)('lib/catalog on $name', (engine) => {
  useTestDatabase(engine);

  it('seeds the whole catalogue from content/ and orders by name', async () => {
    const { domains, source } = await readDomains();
    expect(source).toBe('database');
    expect(domains).toHaveLength(catalogDomains.length);
    const names = domains.map((d) => d.name);
    expect(names).toEqual([...names].sort());
  });

  it('applies every filter of "Read domains"', async () => {
    const scav = await readScavDomains();
    expect(scav.domains.length).toBeGreaterThan(0);
    expect(scav.domains.every((d) => d.category === 'scav')).toBe(true);
    // The rack offers only what the slot machine may draw: the promoted scav name stays off it.
    expect(scav.domains.every(scavDrawable)).toBe(true);
    expect(scav.domains.map((d) => d.slug)).not.toContain('hexedhandle');
    expect(scav.domains).toHaveLength(catalogDomains.filter(scavDrawable).length);

    const vaulted = await readDomains({ vaulted: true, listed: false });
    expect(vaulted.domains.every((d) => d.vaulted && !d.listed)).toBe(true);

    const featured = await readDomains({ featured: true, limit: 2 });
    expect(featured.domains).toHaveLength(2);
    expect(featured.domains.every((d) => d.featured)).toBe(true);

    const tag = catalogDomains.find((d) => d.tags.length > 0)!.tags[0];
    const tagged = await readDomains({ tags: [tag] });
    expect(tagged.domains.length).toBe(catalogDomains.filter((d) => d.tags.includes(tag)).length);
  });

  it('searches name or description case-insensitively, treating % and _ literally', async () => {
    const { domains } = await readDomains({ search: 'JPEGDEAL' });
    expect(domains.map((d) => d.slug)).toContain('jpegdealer');
    expect((await readDomains({ search: '%' })).domains).toHaveLength(
      catalogDomains.filter((d) => d.name.includes('%') || d.description.includes('%')).length,
    );
  });

  it('reads one domain by slug or by name, and answers null for an unknown one', async () => {
    const bySlug = await readDomain('fudscience');
    expect(bySlug.domain?.name).toBe('fudscience.sol');
    expect((await readDomain('FUDSCIENCE.sol')).domain?.slug).toBe('fudscience');
    expect((await readDomain('no-such-domain-here')).domain).toBeNull();
  });

  it('upserts imported domains and shows them on the next read', async () => {
    const base = catalogDomains.find((d) => d.slug === 'commandhub')!;
    const result = await upsertDomains([
      { ...base, price: '9.5 SOL' },
      { ...base, name: 'freshdrop.sol', slug: 'freshdrop', description: 'Imported today', lore: undefined },
    ]);
    expect(result).toMatchObject({ inserted: 1, updated: 1, protectedCount: 0 });
    expect((await readDomain('commandhub')).domain?.price).toBe('9.5 SOL');
    expect((await readDomain('freshdrop')).domain?.description).toBe('Imported today');
  });
});
