import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countAllDomains, countDomains, readDomains, readSitemapDomains } from '@/lib/catalog';
import { rankOf } from '@/lib/catalog/filters';
import { SITEMAP_DOMAINS_PER_FILE, sitemapFilePaths } from '@/lib/seo/sitemap';
import { testEngines, useTestDatabase } from './support/databases';

/** 100,000 names on PostgreSQL; 30,000 on the embedded PGlite, which runs in the test process itself. */
const sizeOn = (engine: string) => (engine === 'postgres' ? 100_000 : 30_000);
const WORDS = ['neon', 'chrome', 'glitch', 'pixel', 'vapor', 'cyber'];

/** `size` synthetic names: "<word>-<i>", every 7th unpriced, every 10th not listed, price (i mod 500) / 10 SOL. */
async function insertSynthetic(
  database: () => { db: { execute: (query: ReturnType<typeof sql>) => Promise<unknown> } },
  size: number,
) {
  await database().db.execute(sql`
    insert into domains (name, slug, description, status, price, price_lamports, category, listed, available, tags, archetype, floor)
    select w || '-' || i || '.sol', w || '-' || i, 'a shop of ' || (array['rare','dusty','loud'])[1 + i % 3] || ' things',
      'available', case when i % 7 = 0 then 'TBA' else ((i % 500) / 10.0)::text || ' SOL' end,
      case when i % 7 = 0 then null else (i % 500)::bigint * 100000000 end,
      (array['premium','mid','quick','scav'])[1 + i % 4], i % 10 <> 0, true, array['synthetic'], 'both',
      (array['B1_Underbelly','1F_Mainfloor','2F_TechSector','3F_LoungeLore'])[1 + i % 4]
    from (select i, (array[${sql.raw(WORDS.map((w) => `'${w}'`).join(','))}])[1 + i % ${WORDS.length}] as w
      from generate_series(1, ${size}) i) s`);
}

describe.each(testEngines)('the catalogue with 100,000 (PGlite: 30,000) more names on $name', (engine) => {
  const SIZE = sizeOn(engine.name);
  const database = useTestDatabase(engine);

  it('keyset pages of the API order cover every listed row exactly once', { timeout: 120_000 }, async () => {
    await insertSynthetic(database, SIZE);
    const seen = new Set<string>();
    let after: string | undefined;
    let previous = '';
    for (;;) {
      const { domains } = await readDomains({ listed: true, limit: 500, after });
      for (const domain of domains) {
        expect(seen.has(domain.name)).toBe(false);
        expect(domain.name > previous).toBe(true);
        seen.add(domain.name);
        previous = domain.name;
      }
      if (domains.length < 500) break;
      after = domains.at(-1)!.name;
    }
    const { count } = await countDomains({ listed: true }, 1_000_000);
    expect(seen.size).toBe(count);
    expect(count).toBeGreaterThanOrEqual(SIZE * 0.9);
  });

  it('ranks a search: the exact name, then names starting with it, then names containing it, then descriptions', async () => {
    const { domains } = await readDomains({ search: 'NEON-12.sol', limit: 50 });
    expect(domains[0]!.name).toBe('neon-12.sol');
    const ranks = domains.map((d) => rankOf(d, 'neon-12')!);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(domains.slice(1, 12).every((d) => d.slug.startsWith('neon-12'))).toBe(true);
    const described = await readDomains({ search: 'dusty', limit: 10 });
    expect(described.domains.every((d) => d.description.includes('dusty'))).toBe(true);
    expect(described.domains.map((d) => d.name)).toEqual(described.domains.map((d) => d.name).sort());
  });

  it('pages a search by keyset without repeats, and a broad one stops counting at the cap', async () => {
    const first = await readDomains({ search: 'pixel-1', limit: 20 });
    const last = first.domains.at(-1)!;
    const second = await readDomains({
      search: 'pixel-1',
      limit: 20,
      after: last.name,
      afterRank: rankOf(last, 'pixel-1'),
    });
    const names = [...first.domains, ...second.domains].map((d) => d.name);
    expect(new Set(names).size).toBe(40);
    const broad = await countDomains({ search: 'neon' }, 1000);
    expect(broad).toMatchObject({ count: 1000, capped: true });
  });

  it('one-letter searches match the start of names; nothing containing a term finds similar names', async () => {
    const { domains } = await readDomains({ search: 'g', limit: 30 });
    expect(domains.length).toBe(30);
    expect(domains.every((d) => d.slug.startsWith('g'))).toBe(true);
    expect((await countDomains({ search: 'neonn-12' }, 10)).count).toBeGreaterThan(0);
    const similar = await readDomains({ search: 'neonn-12', limit: 500 });
    expect(similar.domains.map((d) => d.name)).toContain('neon-12.sol');
    expect(similar.similar).toBe(true);
    expect((await readDomains({ search: 'neon-12', limit: 5 })).similar).toBeUndefined();
    // Similar names come in name order, and every way of paging them agrees with the whole list.
    const all = similar.domains.map((d) => d.name);
    expect(all).toEqual([...all].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const first = await readDomains({ search: 'neonn-12', limit: 10 });
    expect(first.domains.map((d) => d.name)).toEqual(all.slice(0, 10));
    const third = await readDomains({ search: 'neonn-12', limit: 10, offset: 20 });
    expect(third.domains.map((d) => d.name)).toEqual(all.slice(20, 30));
    const next = await readDomains({ search: 'neonn-12', limit: 10, after: all[9], afterRank: 4 });
    expect(next.domains.map((d) => d.name)).toEqual(all.slice(10, 20));
    expect((await readDomains({ search: 'qqqzzz' })).domains).toEqual([]);
  });

  it('filters and sorts by price in SQL, unpriced names last, and never answers more than the read cap', async () => {
    const cheap = await readDomains({
      listed: true,
      category: 'mid',
      minLamports: 1e9,
      maxLamports: 2e9,
      sort: 'price-asc',
      limit: 100,
    });
    const prices = cheap.domains.map((d) => Number(d.priceLamports));
    expect(prices.every((p) => p >= 1e9 && p <= 2e9)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const descending = await readDomains({ listed: true, sort: 'price-desc', offset: 0, limit: 5 });
    expect(descending.domains.map((d) => d.priceLamports)).toEqual(Array(5).fill('49900000000'));
    expect((await readDomains({ limit: 100_000 })).domains).toHaveLength(500);
  });

  it('splits the sitemap into files of 25,000 names in id order', async () => {
    const total = await countAllDomains();
    expect(sitemapFilePaths(total)).toHaveLength(1 + Math.ceil(total / SITEMAP_DOMAINS_PER_FILE));
    const files = [];
    for (let start = 0; start < total; start += SITEMAP_DOMAINS_PER_FILE)
      files.push(await readSitemapDomains(start, SITEMAP_DOMAINS_PER_FILE));
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const file of files.slice(0, -1)) expect(file).toHaveLength(SITEMAP_DOMAINS_PER_FILE);
    const every = files.flat();
    expect(every).toHaveLength(total);
    expect(new Set(every.map((d) => d.slug)).size).toBe(total);
  });
});
