import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { POST as settingsRoute } from '@/app/api/operator/settings/route';
import { openDatabase, type DatabaseHandle } from '@/lib/db/open';
import { operatorAuditLog } from '@/lib/db/schema';
import { resetEnvCache } from '@/lib/env';
import { resetRateLimits } from '@/lib/rate-limit';
import { updateSettings, type SettingsPage } from '@/lib/settings';
import { followSettings } from '@/lib/settings/snapshot';
import { lockedMessage } from '@/lib/settings/store';
import { call, TOKEN } from './support/operator-console';
import { postgres, testEngines, useTestDatabase } from './support/databases';

const ACTOR = { kind: 'token' } as const;
const PRICE = 'https://price.example/sol';

/** Polls until `check` holds, for at most `ms`. */
async function within(ms: number, check: () => boolean): Promise<number> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - start;
}

const settings = (body: unknown) =>
  settingsRoute(call('/api/operator/settings', 'POST', { authorization: `Bearer ${TOKEN}` }, body), undefined);

describe.each(testEngines)('the console settings, on $name', (engine) => {
  const database = useTestDatabase(engine, { seed: false });
  afterEach(() => {
    delete process.env.SOL_PRICE_URL;
    resetEnvCache();
  });

  it('a setting saved through one handle is followed by another process within a second, audited', async () => {
    const other = await followSettings(database());
    try {
      await updateSettings(ACTOR, { solPriceUrl: PRICE }, database().db);
      expect(await within(1000, () => other.stored.values.solPriceUrl === PRICE)).toBeLessThan(1000);
      const [entry] = await database().db.select().from(operatorAuditLog);
      expect(entry).toMatchObject({ action: 'settings.update', after: { solPriceUrl: PRICE } });
    } finally {
      await other.stop();
    }
  });

  it('shows an environment variable that is set as the value, locked with its name, and refuses to change it', async () => {
    resetRateLimits();
    process.env.SOL_PRICE_URL = 'https://env.example/price';
    resetEnvCache();
    const response = await settings({ action: 'update', settings: { solPriceUrl: 'https://other.example/x' } });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      lockedMessage('SOL_PRICE_URL'),
    );
    const page = (await (await settings({ action: 'read' })).json()) as SettingsPage;
    expect(page.settings.find((setting) => setting.key === 'solPriceUrl')).toEqual({
      key: 'solPriceUrl',
      label: 'SOL price source',
      value: 'https://env.example/price',
      lockedBy: 'SOL_PRICE_URL',
    });
    expect(page.mode).toBe('test');
    expect(page.cluster).toBe('devnet');
  });

  it('refuses a value its schema does not accept with a 400', async () => {
    resetRateLimits();
    const response = await settings({ action: 'update', settings: { sellerWallet: 'not-an-address' } });
    expect(response.status).toBe(400);
    expect((await settings({ action: 'update', settings: { network: 'live' } })).status).toBe(400);
  });
});

describe.skipIf(!postgres.set).each(postgres.engines)('two processes on one PostgreSQL ($name)', () => {
  let base: string;
  let name: string;
  const handles: DatabaseHandle[] = [];
  beforeAll(async () => {
    name = `rv_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    base = url.toString();
    handles.push(await openDatabase({ engine: 'postgres', url: base }));
    handles.push(await openDatabase({ engine: 'postgres', url: base }));
  });
  afterAll(async () => {
    for (const handle of handles) await handle.close();
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it("sees the other's change within a second, through its own connection", async () => {
    const [writer, reader] = handles;
    const follower = await followSettings(reader);
    try {
      await updateSettings(ACTOR, { receiptWebhookUrl: 'https://hooks.example/r' }, writer.db);
      expect(
        await within(1000, () => follower.stored.values.receiptWebhookUrl === 'https://hooks.example/r'),
      ).toBeLessThan(1000);
    } finally {
      await follower.stop();
    }
  });
});
