import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as grantRoute } from '@/app/api/operator/tickets/grant/route';
import { resetEnvCache } from '@/lib/env';
import { startServer } from '@/lib/server/start';
import { readTicketStatement } from '@/lib/tickets';
import { testEngines, useTestDatabase } from './support/databases';
import { testWallet } from './support/test-wallet';

// A DATA_DIR of its own per case, and no secret in the environment: the server relies on the files.
const VARIABLES = ['DATA_DIR', 'OPERATOR_TOKEN', 'SESSION_SECRET', 'SELLER_CUSTODY_KEYPAIR'] as const;
const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));
let dataDir = '';
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rv-secrets-'));
  process.env.DATA_DIR = dataDir;
  delete process.env.OPERATOR_TOKEN;
  delete process.env.SESSION_SECRET;
  resetEnvCache();
});
afterEach(() => {
  vi.restoreAllMocks();
  fs.rmSync(dataDir, { recursive: true, force: true });
  for (const name of VARIABLES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  resetEnvCache();
});

const GOOD = 'a-good-secret-of-forty-characters-012345';
const write = (name: string, content: string) => fs.writeFileSync(path.join(dataDir, name), content);

/** What startServer printed before it stopped the process (process.exit is stubbed to throw). */
async function startRefusal(): Promise<string> {
  const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
    throw new Error(`exit ${code}`);
  });
  const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await expect(startServer()).rejects.toThrow('exit 1');
  expect(exit).toHaveBeenCalledWith(1);
  return printed.mock.calls.map((call) => String(call[0])).join('');
}

describe('the server does not start on a secret it cannot use', () => {
  it('an empty operator-token file (a full disk at first start) stops it, naming the file', async () => {
    write('operator-token', '');
    write('session-secret', GOOD);
    const file = path.join(dataDir, 'operator-token');
    expect(await startRefusal()).toBe(
      `\n${file} is empty. Delete ${file} so the server writes a new one at start, or set OPERATOR_TOKEN.\n`,
    );
  });

  it('an empty session-secret file stops it, naming the file', async () => {
    write('operator-token', GOOD);
    write('session-secret', '\n');
    const file = path.join(dataDir, 'session-secret');
    expect(await startRefusal()).toBe(
      `\n${file} is empty. Delete ${file} so the server writes a new one at start, or set SESSION_SECRET.\n`,
    );
  });

  it('a short SESSION_SECRET in the environment stops it, naming the variable', async () => {
    process.env.SESSION_SECRET = 'too-short';
    resetEnvCache();
    expect(await startRefusal()).toContain('SESSION_SECRET: at least 32 characters');
  });

  it('a custody keypair file that is missing or not a keypair stops it, naming SELLER_CUSTODY_KEYPAIR', async () => {
    write('operator-token', GOOD);
    write('session-secret', GOOD);
    const file = path.join(dataDir, 'custody.json');
    process.env.SELLER_CUSTODY_KEYPAIR = file;
    resetEnvCache();
    expect(await startRefusal()).toBe(`\nSELLER_CUSTODY_KEYPAIR: ${file} cannot be read (ENOENT).\n`);
    vi.restoreAllMocks();
    write('custody.json', '{"not": "a keypair"}');
    expect(await startRefusal()).toBe(
      `\nSELLER_CUSTODY_KEYPAIR: ${file} is not a keypair file (a JSON array of 64 bytes, as solana-keygen writes).\n`,
    );
  });
});

describe.each(testEngines)('operator endpoints with an empty operator-token file on $name', (engine) => {
  useTestDatabase(engine, { seed: false });

  // Without an Authorization header the console's wallet session is asked for; with one, the token is checked.
  it.each([
    ['no Authorization header', {}, 'Connect and sign in with your wallet first.'],
    ['an empty bearer token', { authorization: 'Bearer ' }, 'Operator token missing or wrong.'],
  ])('answer 401 to %s and grant nothing', async (_, headers, message) => {
    write('operator-token', '');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { address } = testWallet();
    const response = await grantRoute(
      new Request('http://t/api/operator/tickets/grant', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ wallet: address, amount: 5, reason: 'free tickets' }),
      }),
      undefined,
    );
    expect(response.status).toBe(401);
    expect((await response.json()).error.message).toBe(message);
    expect(await readTicketStatement(address, 10)).toEqual([]);
  });
});
