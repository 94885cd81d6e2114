import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as listings } from '@/app/api/listings/route';
import { POST as joinWaitlist } from '@/app/api/waitlist/route';
import { readDomain, readDomains } from '@/lib/catalog';
import { getDatabase, selectDatabase } from '@/lib/db';
import { resetEnvCache } from '@/lib/env';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';

const baseUrl = process.env.TEST_DATABASE_URL;

const waitlistPost = (email: string) =>
  joinWaitlist(
    new Request('http://test/api/waitlist', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    }),
    undefined,
  );
const listingsStatus = async () => (await listings(new Request('http://test/api/listings'), undefined)).status;

/** Retries `check` until it passes: recovery may wait for the app's short back-off after a failed open. */
async function eventually(check: () => Promise<void>, attempts = 40): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await check();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** The names the built-in fallback catalogue serves while the database is down. */
const FALLBACK_SLUGS = ['commandhub', 'fudscience', 'jumpsetradio'];

describe.runIf(baseUrl)('PostgreSQL going away and coming back, behind a TCP proxy', () => {
  const name = `rv_recovery_${randomBytes(6).toString('hex')}`;
  let proxy: TcpProxy;
  let admin: pg.Client;
  const waitlistRows = async () => Number((await admin.query('select count(*) from waitlist_entries')).rows[0].count);

  beforeAll(async () => {
    const server = new pg.Client({ connectionString: baseUrl });
    await server.connect();
    await server.query(`create database ${name}`);
    await server.end();
    const direct = new URL(baseUrl!);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(baseUrl!);
    proxied.host = `127.0.0.1:${proxy.port}`;
    proxied.pathname = `/${name}`;
    process.env.DATABASE_URL = proxied.toString();
    resetEnvCache();
    selectDatabase(undefined);
    direct.pathname = `/${name}`;
    admin = new pg.Client({ connectionString: direct.toString() });
  });

  afterAll(async () => {
    await (await getDatabase().catch(() => undefined))?.close();
    selectDatabase(undefined);
    delete process.env.DATABASE_URL;
    resetEnvCache();
    await proxy.stop();
    await admin.end().catch(() => {});
    const server = new pg.Client({ connectionString: baseUrl });
    await server.connect();
    await server.query(`drop database if exists ${name} with (force)`);
    await server.end();
  });

  const expectDatabaseServes = async () => {
    const { domains, source } = await readDomains();
    expect(source).toBe('database');
    expect(domains.length).toBeGreaterThan(FALLBACK_SLUGS.length);
    expect(await listingsStatus()).toBe(200);
  };

  const expectFallbackAndRefusedWrites = async () => {
    const before = await waitlistRows();
    const { domains, source } = await readDomains();
    expect(source).toBe('fallback');
    expect(domains.map((d) => d.slug).sort()).toEqual([...FALLBACK_SLUGS].sort());
    expect((await readDomain(FALLBACK_SLUGS[0]!)).source).toBe('fallback');
    expect(await listingsStatus()).toBe(503);
    const write = await waitlistPost(`down-${randomBytes(4).toString('hex')}@example.com`);
    expect(write.status).toBe(503);
    expect(await write.json()).toEqual({ error: { code: 'unavailable', message: 'Database not available' } });
    expect(await waitlistRows()).toBe(before);
  };

  it('when the database is cut while the app runs, reads fall back, writes answer 503, and all recovers on return', async () => {
    await expectDatabaseServes(); // opens, migrates and seeds through the proxy
    await admin.connect();
    expect((await waitlistPost('before@example.com')).status).toBe(201);

    await proxy.stop();
    await expectFallbackAndRefusedWrites();

    await proxy.start();
    await eventually(expectDatabaseServes);
    expect((await waitlistPost('after@example.com')).status).toBe(201);
    expect(await waitlistRows()).toBe(2);
  });

  it('when the database is away at start, the app serves the fallback, then opens it once it is back', async () => {
    await (await getDatabase()).close();
    await proxy.stop();
    selectDatabase(undefined);
    await expectFallbackAndRefusedWrites();

    await proxy.start();
    await eventually(expectDatabaseServes);
    expect((await waitlistPost('late@example.com')).status).toBe(201);
  });
});
