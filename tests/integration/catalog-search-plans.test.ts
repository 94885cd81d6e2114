import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { filtersToSql, orderToSql } from '@/lib/catalog/filters';
import { domains } from '@/lib/db/schema';
import { SEARCH_CANDIDATES } from '@/lib/rules/catalog-search';
import { postgres, useTestDatabase } from './support/databases';

const SIZE = 200_000;
const WORDS = ['neon', 'chrome', 'glitch', 'pixel', 'vapor', 'cyber'];
/** What one search may read, however large the catalogue: each index arm's candidates, twice over. */
const READ_BOUND = 2 * 2 * SEARCH_CANDIDATES;

type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };

/** Rows a plan read from the catalogue: every scan's rows (all loops) and the rows its filters and rechecks dropped. */
function rowsRead(node: PlanNode): number {
  const scans = /Scan/.test(String(node['Node Type']));
  const own = scans
    ? Number(node['Actual Rows'] ?? 0) * Number(node['Actual Loops'] ?? 1) +
      Number(node['Rows Removed by Filter'] ?? 0) +
      Number(node['Rows Removed by Index Recheck'] ?? 0)
    : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsRead(child), 0);
}

describe.skipIf(!postgres.set).each(postgres.engines)('search reads bounded by the page on $name', (engine) => {
  const database = useTestDatabase(engine);

  async function planOf(search: string, similar = false): Promise<number> {
    const filters = { search, similar, limit: 24 };
    const { db } = database();
    const query = db
      .select({ id: domains.id })
      .from(domains)
      .where(filtersToSql(filters, { pageOnly: true }))
      .orderBy(...orderToSql(filters))
      .limit(24);
    const result = (await db.execute(sql`explain (analyze, format json) ${query}`)) as unknown as {
      rows: { 'QUERY PLAN': { Plan: PlanNode }[] }[];
    };
    return rowsRead(result.rows[0]!['QUERY PLAN'][0]!.Plan);
  }

  it(
    `reads at most ${READ_BOUND} rows for a name, a prefix, a number or a typo among ${SIZE} names`,
    { timeout: 300_000 },
    async () => {
      await database().db.execute(sql`
      insert into domains (name, slug, description, status, price, category, listed, available, tags, archetype, floor)
      select w || i || '.sol', w || i, 'a ' || w || ' shop, number ' || i, 'available', '1 SOL', 'mid', true, true,
        array['synthetic'], 'both', '1F_Mainfloor'
      from (select i, (array[${sql.raw(WORDS.map((w) => `'${w}'`).join(','))}])[1 + i % ${WORDS.length}] as w
        from generate_series(1, ${SIZE}) i) s`);
      await database().db.execute(sql`analyze domains`);
      for (const [search, similar] of [
        ['pixel4821', false],
        ['chrome1234', false],
        ['48213', false],
        ['pixle4821', true],
      ] as const) {
        expect({ search, read: await planOf(search, similar) }).toEqual({
          search,
          read: expect.toSatisfy((n: number) => n <= READ_BOUND),
        });
      }
    },
  );

  // The gap docs/architecture.md "The catalogue at scale" names: a GIN trigram index reads every name holding a
  // common word before the first candidate is taken. Marked as failing until search is bounded for these too: once it
  // is, this test fails and the mark goes.
  it.fails('reads a bounded number of rows for a common word, a phrase of them, a two-letter prefix', async () => {
    // Measured: 'neon' and 'neon shop' read ~220,000 rows (the trigram bitmap), 'pi' ~205,000 (the planner joins
    // the 2,400 names starting with it to the table by a sequential scan at this size).
    const reads = [await planOf('neon'), await planOf('neon shop'), await planOf('pi')];
    expect(Math.max(...reads)).toBeLessThanOrEqual(READ_BOUND);
  });
});
