import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { commitImport, openImport, stageImportRows } from '@/lib/catalog/import-session';
import { IMPORT_BATCH_MAX_ROWS } from '@/lib/rules/catalog-limits';
import { testEngines, useTestDatabase } from './support/databases';

const BATCHES = 6;

const record = (i: number) => ({
  name: `linear-${i}.sol`,
  description: `linear shop ${i}`,
  status: 'available',
  price: '1 SOL',
  category: 'mid',
  listed: true,
  available: true,
  tier: 'blueprint-tier',
  floor: '1F_Mainfloor',
});

const batchOf = (index: number) =>
  Array.from({ length: IMPORT_BATCH_MAX_ROWS }, (_, i) => {
    const n = index * IMPORT_BATCH_MAX_ROWS + i;
    return { line: n + 2, record: record(n) };
  });

describe.each(testEngines)('an import stays linear on $name', (engine) => {
  const database = useTestDatabase(engine, { seed: false });

  /** Stages one batch in a transaction of its own and answers the staged rows it read (its own reads only). */
  async function stageAndCount(id: string, index: number): Promise<number> {
    return database().db.transaction(async (tx) => {
      await stageImportRows(id, batchOf(index), new Date(), tx);
      const result = (await tx.execute(sql`select coalesce(sum(seq_tup_read + coalesce(idx_tup_fetch, 0)), 0)::int as n
        from pg_stat_xact_user_tables where relname = 'catalog_import_rows'`)) as unknown as { rows: { n: number }[] };
      return Number(result.rows[0]!.n);
    });
  }

  it('stages each batch without reading the rows staged before it', async () => {
    const id = await openImport();
    const examined: number[] = [];
    for (let index = 0; index < BATCHES; index++) examined.push(await stageAndCount(id, index));
    // A batch's duplicate check reads at most its own rows, whether the import holds none or 25,000 before it.
    for (const rows of examined) expect(rows).toBeLessThanOrEqual(IMPORT_BATCH_MAX_ROWS);
    expect(examined.at(-1)).toBe(examined[0]);

    // A name staged by an earlier batch is still refused, with both lines.
    const repeat = stageImportRows(id, [{ line: 99_999, record: record(7) }]);
    await expect(repeat).rejects.toMatchObject({
      rows: [{ line: 99_999, column: 'name', message: 'linear-7.sol already appears on line 9' }],
    });
    expect(await commitImport(id)).toMatchObject({ inserted: BATCHES * IMPORT_BATCH_MAX_ROWS, protectedCount: 0 });
  });
});
