import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseSql, filtersToSql, orderToSql, rankedSearchPageSql } from '@/lib/catalog/filters';
import { searchCandidatesSql, searchCountSql } from '@/lib/catalog/search-sql';
import { domains } from '@/lib/db/schema';
import { SEARCH_CANDIDATES, SEARCH_COUNT_EXACT_MAX, SEARCH_WALK } from '@/lib/rules/catalog-search';
import { postgres, useTestDatabase } from './support/databases';

// PostgreSQL only: 200,000 names load in seconds there; PGlite runs in the test process and the same load and
// EXPLAIN ANALYZE runs would take minutes (its plans are the same planner's).
const SIZE = 200_000;
const WORDS = ['neon', 'chrome', 'glitch', 'pixel', 'vapor', 'cyber'];
/** What one page of a search may read, however large the catalogue: the names starting with it, and the walk twice. */
const PAGE_READ_BOUND = SEARCH_CANDIDATES + 2 * SEARCH_WALK;
/** What a count may read: up to the exact count's cap from the slug index and from the trigram indexes, and the walk. */
const COUNT_READ_BOUND = 3 * SEARCH_COUNT_EXACT_MAX;

type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };

/**
 * Rows a plan read from the catalogue: every scan of the table or one of its indexes (all loops), with the rows its
 * filters and rechecks dropped. Scans of a CTE's kept rows are not reads of the catalogue.
 */
function rowsRead(node: PlanNode): number {
  const scans = node['Relation Name'] === 'domains' || node['Index Name'] !== undefined;
  const own = scans
    ? Number(node['Actual Rows'] ?? 0) * Number(node['Actual Loops'] ?? 1) +
      Number(node['Rows Removed by Filter'] ?? 0) +
      Number(node['Rows Removed by Index Recheck'] ?? 0)
    : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsRead(child), 0);
}

describe.skipIf(!postgres.set).each(postgres.engines)('search reads bounded by the page on $name', (engine) => {
  const database = useTestDatabase(engine);

  /** The rows `query` reads, run as the app runs a search (lib/catalog/cached-reads.ts: sequential scans off). */
  async function readBy(query: SQL): Promise<number> {
    return database().db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql`explain (analyze, format json) ${query}`)) as unknown as {
        rows: { 'QUERY PLAN': { Plan: PlanNode }[] }[];
      };
      return rowsRead(result.rows[0]!['QUERY PLAN'][0]!.Plan);
    });
  }

  /** A search's page (in rank order, or names only similar to it), whether anything matches, and its count. */
  async function reads(search: string, similar = false) {
    const filters = { search, similar, limit: 24 };
    const term = search.toLowerCase();
    const page = similar
      ? database()
          .db.select({ id: domains.id })
          .from(domains)
          .where(filtersToSql(filters, { pageOnly: true }))
          .orderBy(...orderToSql(filters))
          .limit(24)
          .getSQL()
      : rankedSearchPageSql(filters, term, 24);
    return {
      search,
      page: await readBy(page),
      finds: await readBy(searchCandidatesSql({ term, base: baseSql(filters), need: 1 })),
      count: similar ? 0 : await readBy(searchCountSql(baseSql(filters), term, SEARCH_COUNT_EXACT_MAX)),
    };
  }

  beforeAll(async () => {
    await database().db.execute(sql`
      insert into domains (name, slug, description, status, price, category, listed, available, tags, archetype, floor)
      select w || i || '.sol', w || i, 'a ' || w || ' shop, number ' || i, 'available', '1 SOL', 'mid', true, true,
        array['synthetic'], 'both', '1F_Mainfloor'
      from (select i, (array[${sql.raw(WORDS.map((w) => `'${w}'`).join(','))}])[1 + i % ${WORDS.length}] as w
        from generate_series(1, ${SIZE}) i) s`);
    await database().db.execute(sql`analyze domains`);
  }, 300_000);

  const bounded = {
    page: expect.toSatisfy((n: number) => n <= PAGE_READ_BOUND),
    finds: expect.toSatisfy((n: number) => n <= PAGE_READ_BOUND),
    count: expect.toSatisfy((n: number) => n <= COUNT_READ_BOUND),
  };

  it(
    `reads at most ${PAGE_READ_BOUND} rows a page for a name, a prefix, a number or a typo among ${SIZE} names`,
    { timeout: 120_000 },
    async () => {
      for (const [search, similar] of [
        ['pixel4821', false],
        ['chrome1234', false],
        ['48213', false],
        ['pixle4821', true],
      ] as const) {
        expect(await reads(search, similar)).toEqual({ search, ...bounded });
      }
    },
  );

  // Measured before the page bound: 'neon' and 'neon shop' read ~220,000 rows (the trigram bitmap), 'pi' ~205,000.
  it('runs its reads without JIT and search reads without sequential scans, in one statement each', async () => {
    const settingsOf = async (db: NonNullable<ReturnType<typeof database>['searchDb']>) =>
      (
        (await db.execute(
          sql`select current_setting('jit') as jit, current_setting('enable_seqscan') as seqscan`,
        )) as unknown as { rows: { jit: string; seqscan: string }[] }
      ).rows[0];
    expect(await settingsOf(database().db)).toEqual({ jit: 'off', seqscan: 'on' });
    expect(await settingsOf(database().searchDb!)).toEqual({ jit: 'off', seqscan: 'off' });
  });

  it('reads a bounded number of rows for a common word, a phrase of them, a two-letter prefix, a common part', async () => {
    for (const search of ['neon', 'neon shop', 'pi', 'eon', 'shop']) {
      expect(await reads(search)).toEqual({ search, ...bounded });
    }
  });
});
