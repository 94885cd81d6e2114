import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeEach, describe, expect, it } from 'vitest';
import { POST as exportTable } from '@/app/api/operator/export/route';
import { EXPORT_TABLES } from '@/lib/community/export';
import { merchWaitlist, pollVotes, submissions } from '@/lib/db/schema';
import { resetRateLimits } from '@/lib/rate-limit';
import { testEngines, useTestDatabase } from './support/databases';

const OPERATOR = 'integration-operator-token';
process.env.OPERATOR_TOKEN = OPERATOR;

const post = (body: unknown, token: string | null = OPERATOR) =>
  exportTable(
    new Request('http://t/api/operator/export', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }),
    undefined,
  );

describe.each(testEngines)('operator export on $name', (engine) => {
  const database = useTestDatabase(engine, { seed: false });
  beforeEach(() => resetRateLimits());

  it('needs the operator token', async () => {
    expect((await post({ table: 'merch' }, null)).status).toBe(401);
    expect((await post({ table: 'merch' }, 'wrong-token-wrong-token')).status).toBe(401);
  });

  it('refuses an unknown table with a 400', async () => {
    const response = await post({ table: 'wallets' });
    expect(response.status).toBe(400);
    expect((await response.json()).error.path).toBe('table');
  });

  it('answers every table, header first, even when empty', async () => {
    for (const table of EXPORT_TABLES) {
      const body = await (await post({ table })).json();
      expect(body).toMatchObject({ table, rows: expect.any(Number) });
      expect(body.csv).toMatch(/^id,/);
    }
  });

  it('is limited per operator before the body is read: the 31st export in a minute is a 429', async () => {
    for (let i = 0; i < 30; i++) expect((await post({ table: 'merch' })).status).toBe(200);
    const limited = await post({ table: 'not read' });
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.message).toBe(
      'Too many exports in a minute. Please wait a moment and try again.',
    );
  });

  it('writes stored rows as CSV with quotes, commas, line breaks and formula cells made safe', async () => {
    const db = database().db;
    await db.insert(merchWaitlist).values({
      walletAddress: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
      email: 'csv@example.com',
      size: 'M',
      memeText: '=HYPERLINK("http://evil")',
      domainHolder: true,
    });
    await db.insert(submissions).values({
      kind: 'article',
      email: 'writer@example.com',
      title: 'Commas, "quotes"',
      details: 'line one\nline two',
    });
    await db.insert(pollVotes).values({ pollId: 'p', optionId: 'voidmerchant', voterKey: 'anon:x' });

    const merch = (await (await post({ table: 'merch' })).json()).csv as string;
    const lines = merch.split('\r\n');
    expect(lines[0]).toBe('id,wallet_address,email,size,meme_text,domain_holder,created_at,updated_at');
    expect(lines[1]).toMatch(
      /^\d+,7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU,csv@example\.com,M,"'=HYPERLINK\(""http:\/\/evil""\)",true,\d{4}-/,
    );

    const ideas = (await (await post({ table: 'submissions' })).json()).csv as string;
    expect(ideas).toContain('article,,writer@example.com,"Commas, ""quotes""","line one\nline two",');

    const votes = await (await post({ table: 'votes' })).json();
    expect(votes.rows).toBe(1);
    expect(votes.csv).toContain(',p,voidmerchant,anon:x,');
  });
});

const run = promisify(execFile);

describe('npm run export', () => {
  it('prints its usage and exits 2 for an unknown table', async () => {
    const failure = await run('npx', ['tsx', 'scripts/export.ts', 'nonsense'], { env: { ...process.env } }).catch(
      (e) => e,
    );
    expect(failure.code).toBe(2);
    expect(failure.stderr).toContain('Usage: npm run export -- waitlist|merch|votes|upgrades|submissions|mints');
  });

  it('says so when the server cannot be reached', async () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rv-export-')), 'merch.csv');
    const env = { ...process.env, DATABASE_URL: '', OPERATOR_TOKEN: OPERATOR, OPERATOR_URL: 'http://127.0.0.1:9' };
    const failure = await run('npx', ['tsx', 'scripts/export.ts', 'merch', '--out', out], { env }).catch((e) => e);
    expect(failure.code).toBe(1);
    expect(failure.stderr).toContain('Cannot reach the Retailverse server');
    expect(fs.existsSync(out)).toBe(false);
  });
});
