import { count, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as openImport } from '@/app/api/operator/catalog/imports/route';
import { DELETE as abortImport } from '@/app/api/operator/catalog/imports/[id]/route';
import { POST as stageRows } from '@/app/api/operator/catalog/imports/[id]/rows/route';
import { POST as commitImport } from '@/app/api/operator/catalog/imports/[id]/commit/route';
import { catalogImportRows, catalogImports, domains } from '@/lib/db/schema';
import { testEngines, useTestDatabase } from './support/databases';

const OPERATOR = 'integration-operator-token';
process.env.OPERATOR_TOKEN = OPERATOR;
const auth = { authorization: `Bearer ${OPERATOR}` };

const post = (body?: unknown) =>
  new Request('http://t/x', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const params = (id: string) => ({ params: Promise.resolve({ id }) });

const record = (i: number, extra: Record<string, unknown> = {}) => ({
  name: `stream-${i}.sol`,
  description: `streamed shop ${i}`,
  status: 'available',
  price: `${i % 50}.5 SOL`,
  category: 'mid',
  listed: true,
  available: true,
  tier: 'blueprint-tier',
  floor: '1F_Mainfloor',
  ...extra,
});

describe.each(testEngines)('streaming catalogue import on $name', (engine) => {
  const database = useTestDatabase(engine);
  const streamed = async () =>
    (await database().db.select({ n: count() }).from(domains).where(like(domains.name, 'stream-%')))[0]!.n;

  async function open(): Promise<string> {
    const response = await openImport(post(), undefined);
    expect(response.status).toBe(201);
    return (await response.json()).id;
  }

  const plannerRowEstimate = async () => {
    const { rows } = (await database().db.execute(
      sql`select reltuples::float8 as n from pg_class where relname = 'domains'`,
    )) as unknown as { rows: { n: number }[] };
    return Number(rows[0]!.n);
  };

  it('stages batches and writes every row once, with lamport prices, only at commit', async () => {
    const estimateBefore = await plannerRowEstimate();
    const id = await open();
    for (let batch = 0; batch < 3; batch++) {
      const rows = Array.from({ length: 1000 }, (_, i) => ({
        line: batch * 1000 + i + 2,
        record: record(batch * 1000 + i),
      }));
      const staged = await stageRows(post({ rows }), params(id));
      expect(staged.status).toBe(200);
      expect(await streamed()).toBe(0);
    }
    const committed = await commitImport(post(), params(id));
    expect(await committed.json()).toEqual({
      ok: true,
      inserted: 3000,
      updated: 0,
      changed: 3000,
      protectedCount: 0,
      protected: [],
    });
    expect(await streamed()).toBe(3000);
    // A large import refreshes the planner's statistics (PGlite has no autovacuum to do it).
    expect(estimateBefore).toBeLessThan(3000);
    expect(await plannerRowEstimate()).toBeGreaterThanOrEqual(3000);
    const [row] = await database().db.select().from(domains).where(eq(domains.name, 'stream-7.sol'));
    expect(row).toMatchObject({ price: '7.5 SOL', priceLamports: 7_500_000_000, slug: 'stream-7' });
    expect(await database().db.select().from(catalogImportRows)).toHaveLength(0);

    const again = await open();
    await stageRows(post({ rows: [{ line: 2, record: record(7, { price: 'TBA' }) }] }), params(again));
    expect(await (await commitImport(post(), params(again))).json()).toMatchObject({
      ok: true,
      inserted: 0,
      updated: 1,
      changed: 1,
    });
    const [updated] = await database().db.select().from(domains).where(eq(domains.name, 'stream-7.sol'));
    expect(updated).toMatchObject({ price: 'TBA', priceLamports: null });
  });

  it("committing one of two open imports drops its own staged rows and keeps the other's", async () => {
    const first = await open();
    const second = await open();
    const batch = (from: number) => Array.from({ length: 10 }, (_, i) => ({ line: i + 2, record: record(from + i) }));
    await stageRows(post({ rows: batch(5000) }), params(first));
    await stageRows(post({ rows: batch(6000) }), params(second));
    expect(await (await commitImport(post(), params(first))).json()).toMatchObject({ ok: true, inserted: 10 });
    const staged = await database().db.select({ importId: catalogImportRows.importId }).from(catalogImportRows);
    expect(staged.map((row) => row.importId)).toEqual(Array(10).fill(second));
    expect(await (await commitImport(post(), params(second))).json()).toMatchObject({ ok: true, inserted: 10 });
    expect(await database().db.select().from(catalogImportRows)).toHaveLength(0);
    expect(await database().db.select().from(catalogImports)).toHaveLength(0);
  });

  it('a bad row names its line and column and nothing of the file is written', async () => {
    const before = await streamed();
    const id = await open();
    await stageRows(post({ rows: [{ line: 2, record: record(100_001) }] }), params(id));
    const refused = await stageRows(
      post({
        rows: [
          { line: 3, record: record(2) },
          { line: 1234, record: record(3, { floor: 'attic' }) },
        ],
      }),
      params(id),
    );
    expect(refused.status).toBe(400);
    const body = await refused.json();
    expect(body.rows).toEqual([{ line: 1234, column: 'floor', message: expect.any(String) }]);
    expect(body.error.message).toMatch(/^line 1234, column floor: .*; nothing was imported\.$/);

    const repeated = await stageRows(post({ rows: [{ line: 9, record: record(100_001) }] }), params(id));
    expect((await repeated.json()).rows).toEqual([
      { line: 9, column: 'name', message: 'stream-100001.sol already appears on line 2' },
    ]);

    expect((await abortImport(new Request('http://t/x', { method: 'DELETE', headers: auth }), params(id))).status).toBe(
      200,
    );
    expect(await streamed()).toBe(before);
    expect(await database().db.select().from(catalogImports)).toHaveLength(0);
    const gone = await commitImport(post(), params(id));
    expect(gone.status).toBe(404);
  });

  it('refuses callers without the operator token, ids that are not ids, and empty commits', async () => {
    const anonymous = await openImport(new Request('http://t/x', { method: 'POST' }), undefined);
    expect(anonymous.status).toBe(401);
    expect((await stageRows(post({ rows: [{ line: 1, record: record(1) }] }), params('nope'))).status).toBe(400);
    const id = await open();
    const empty = await commitImport(post(), params(id));
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.message).toBe('The import holds no domains; nothing was imported.');
  });
});
