import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as feedbackRoute } from '@/app/api/operator/feedback/route';
import { POST as rewardsRoute } from '@/app/api/operator/rewards/route';
import { POST as grantRoute } from '@/app/api/operator/tickets/grant/route';
import { POST as setRoute } from '@/app/api/operator/tickets/set/route';
import { readMallAccess, readWalletRegistry, submitFeedback } from '@/lib/tickets';
import { testEngines, useTestDatabase } from './support/databases';
import { testWallet } from './support/test-wallet';

const OPERATOR = 'integration-operator-token';
process.env.OPERATOR_TOKEN = OPERATOR;
const run = promisify(execFile);
const TSX = 'node_modules/.bin/tsx';

async function cli(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(TSX, ['scripts/tickets.ts', ...args], {
      env: { ...process.env, ...env },
      timeout: 30_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe.each(testEngines)('npm run tickets through the server on $name', (engine) => {
  useTestDatabase(engine, { seed: false });
  let server: http.Server;
  let url = '';

  beforeAll(async () => {
    // Plays the running app: the operator routes behind a plain HTTP server.
    server = http.createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const routes: Record<string, typeof grantRoute> = {
        '/api/operator/tickets/grant': grantRoute,
        '/api/operator/tickets/set': setRoute,
        '/api/operator/feedback': feedbackRoute,
        '/api/operator/rewards': rewardsRoute,
      };
      const route = routes[req.url ?? ''] ?? null;
      if (!route) return void res.writeHead(404).end();
      const response = await route(
        new Request(`http://127.0.0.1${req.url}`, {
          method: 'POST',
          headers: req.headers as Record<string, string>,
          body: Buffer.concat(chunks),
        }),
        undefined,
      );
      res.writeHead(response.status, { 'content-type': 'application/json' }).end(await response.text());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('grants tickets and sets tier and wifhoodie', async () => {
    const { address } = testWallet();
    const env = { OPERATOR_URL: url, OPERATOR_TOKEN: OPERATOR };
    const granted = await cli(['grant', address, '7', '--reason', 'Feedback reward'], env);
    expect(granted).toMatchObject({ code: 0 });
    expect(granted.stdout).toContain(`Granted 7 RT to ${address} (Feedback reward). Balance: 7 RT.`);
    const set = await cli(['set', address, '--tier', 'Retailpunk', '--wifhoodie', 'true'], env);
    expect(set.stdout).toContain(`${address}: tier Retailpunk, wifhoodie true, 7 RT.`);
    expect(await readWalletRegistry(address)).toMatchObject({
      tier: 'Retailpunk',
      wifhoodie_holder: true,
      total_rts: 7,
    });
    expect((await readMallAccess(address)).hasAccess).toBe(true);
  });

  it('lists and approves feedback, shows and sets the welcome grant', async () => {
    const { address } = testWallet();
    const env = { OPERATOR_URL: url, OPERATOR_TOKEN: OPERATOR };
    const sent = await submitFeedback(address, 'CLI-reviewed feedback');
    const listed = await cli(['feedback', 'list', '--status', 'pending'], env);
    expect(listed.stdout).toContain(`#${sent.id} pending`);
    expect(listed.stdout).toContain('CLI-reviewed feedback');
    const approved = await cli(['feedback', 'approve', String(sent.id)], env);
    expect(approved.stdout).toContain(`Feedback #${sent.id} approved: ${address} earned 3 RT.`);
    expect((await readWalletRegistry(address)).total_rts).toBe(3);
    const again = await cli(['feedback', 'approve', String(sent.id)], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('This feedback was already reviewed.');
    const set = await cli(['rewards', 'set-welcome', '6'], env);
    expect(set.stdout).toContain('Welcome grant: 6 RT; claimed by 0 wallets (0 RT in all).');
    expect((await cli(['rewards', 'set-welcome', '0'], env)).code).toBe(2);
    await cli(['rewards', 'set-welcome', '5'], env);
  });

  it('says exactly why it cannot: bad input, wrong token, server not running', async () => {
    const { address } = testWallet();
    const badWallet = await cli(['grant', 'nope', '5', '--reason', 'x'], {
      OPERATOR_URL: url,
      OPERATOR_TOKEN: OPERATOR,
    });
    expect(badWallet.code).toBe(1);
    expect(badWallet.stderr).toContain('Enter a Solana wallet address');
    const usage = await cli(['grant', address, '5'], { OPERATOR_URL: url, OPERATOR_TOKEN: OPERATOR });
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Give a --reason');
    const token = await cli(['grant', address, '5', '--reason', 'x'], {
      OPERATOR_URL: url,
      OPERATOR_TOKEN: 'wrong-token-wrong-token',
    });
    expect(token.stderr).toContain('Operator token missing or wrong.');
    const down = await cli(['grant', address, '5', '--reason', 'x'], {
      OPERATOR_URL: 'http://127.0.0.1:9',
      OPERATOR_TOKEN: OPERATOR,
    });
    expect(down.code).toBe(1);
    expect(down.stderr).toContain('Cannot reach the Retailverse server at http://127.0.0.1:9');
  });
});
