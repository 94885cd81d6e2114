import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const MIGRATIONS = path.join(process.cwd(), 'drizzle');
const RENAME = '0015_nft_mints';

/** The migrations folder as it was before the rename: every migration up to (not including) 0015_nft_mints. */
function migrationsBeforeRename(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rv-migrations-'));
  mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const cut = journal.entries.findIndex((entry) => entry.tag === RENAME);
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const { tag } of journal.entries)
    copyFileSync(path.join(MIGRATIONS, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  return dir;
}

interface Migratable {
  migrate(folder: string): Promise<void>;
  rows(query: SQL): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

async function pglite(): Promise<Migratable> {
  const client = new PGlite({ extensions: { pg_trgm } });
  const db = drizzlePglite({ client });
  return {
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    rows: async (query) => (await db.execute(query)).rows as Record<string, unknown>[],
    close: () => client.close(),
  };
}

async function postgres(baseUrl: string): Promise<Migratable> {
  const name = `rv_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const db = drizzlePg({ client });
  return {
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    rows: async (query) => (await db.execute(query)).rows,
    async close() {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const engines: [string, () => Promise<Migratable>][] = [
  ['pglite', pglite],
  ...(process.env.TEST_DATABASE_URL
    ? [['postgres', () => postgres(process.env.TEST_DATABASE_URL!)] as [string, () => Promise<Migratable>]]
    : []),
];

describe.each(engines)('the nft_mints migration on %s', (_name, open) => {
  let database: Migratable;
  let oldMigrations: string;

  beforeAll(async () => {
    oldMigrations = migrationsBeforeRename();
    database = await open();
  });
  afterAll(async () => {
    await database?.close();
    rmSync(oldMigrations, { recursive: true, force: true });
  });

  it('renames the mint attempts stored in "orders" to "nft_mints", keeping every row and its check', async () => {
    await database.migrate(oldMigrations);
    await database.rows(sql`insert into orders (id, domain_slug, recipient, email, price_sol, status, provider_ref)
      values ('6f1c7a52-6a55-4f8e-9d51-1b3c2f0e9a11', 'dustwallet', 'email:ape@example.com:solana',
              'ape@example.com', '0.25', 'minted', 'nft-1')`);

    await database.migrate(MIGRATIONS);

    expect(await database.rows(sql`select id, domain_slug, status, provider_ref from nft_mints`)).toEqual([
      {
        id: '6f1c7a52-6a55-4f8e-9d51-1b3c2f0e9a11',
        domain_slug: 'dustwallet',
        status: 'minted',
        provider_ref: 'nft-1',
      },
    ]);
    expect(await database.rows(sql`select to_regclass('public.orders') as old`)).toEqual([{ old: null }]);
    const names = await database.rows(sql`select conname as name from pg_constraint
      where conrelid = 'nft_mints'::regclass and contype in ('p', 'c') order by conname`);
    expect(names).toEqual([{ name: 'nft_mints_pkey' }, { name: 'nft_mints_status_check' }]);
    expect(await database.rows(sql`select indexname from pg_indexes where tablename = 'nft_mints' order by 1`)).toEqual(
      [{ indexname: 'nft_mints_domain_idx' }, { indexname: 'nft_mints_pkey' }],
    );
    await expect(
      database.rows(sql`update nft_mints set status = 'shipped' where domain_slug = 'dustwallet'`),
    ).rejects.toThrow();
  });
});
