import bs58 from 'bs58';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import nacl from 'tweetnacl';
import { catalogDomains } from '@/content/catalog';
import { siwsMessageText } from '@/lib/auth/siws-message';
import { DAY_PASS_INSUFFICIENT } from '@/lib/rules/day-pass';
import { findNginx, NGINX_PACKAGES, startLocalDeployment } from '../../deploy/local.mjs';
import { MALL_PAGE, MallLayout } from './pages/layout';
import { expect, test } from './support/fixtures';

// The deployment recipe (deploy/): nginx in front of two app processes on one PostgreSQL, driven from outside.
const testDatabaseUrl = process.env.TEST_DATABASE_URL;
const nginxPort = Number(process.env.E2E_PORT || 3100) + 10;
const OPERATOR_TOKEN = 'deploy-operator-token-0123456789';
const skipReason = !testDatabaseUrl
  ? 'TEST_DATABASE_URL is not set: the deployment runs on PostgreSQL'
  : !findNginx()
    ? `nginx is not installed: apt-get install -y ${NGINX_PACKAGES}`
    : '';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One HTTP request from a given loopback address: each address is another visitor as nginx sees it. */
function call(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
    from = '127.0.0.1',
  }: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, localAddress: from, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** Every route that answers POST (the API's, and pages, which take POST for Next's server actions). */
const POST_ROUTES = [
  ...[
    'auth/logout',
    'auth/verify',
    'checkout/copevendor/mint',
    'checkout/copevendor/receipt',
    'contact',
    'day-pass',
    'domain-tester',
    'mall/draw',
    'merch-waitlist',
    'notify',
    'operator/catalog/import',
    'operator/catalog/imports',
    'operator/catalog/imports/1/commit',
    'operator/catalog/imports/1/rows',
    'operator/export',
    'operator/orders',
    'operator/tickets/grant',
    'operator/tickets/set',
    'orders',
    'orders/1/transaction',
    'poll',
    'scav/draw',
    'spin-wheel',
    'submissions',
    'upgrade-requests',
    'waitlist',
    'no-such-route',
  ].map((route) => `/api/${route}`),
  '/',
  MALL_PAGE,
  '/domains',
];

/** A POST of `size` bytes of JSON-ish filler: with a Content-Length, or chunked (none declared). */
function sendOversized(url: string, size: number, chunked: boolean, contentType: string): Promise<number> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { 'content-type': contentType };
    if (!chunked) headers['content-length'] = String(size);
    const request = http.request(url, { method: 'POST', headers, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    // nginx may answer (a 413 of its own, say) before it has read the whole body: that is not what is measured.
    request.on('error', () => resolve(-1));
    const piece = Buffer.alloc(16 * 1024, 'x');
    for (let sent = 0; sent < size; sent += piece.length) request.write(piece);
    request.end();
  });
}

const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const describe = skipReason ? test.describe.skip : test.describe.serial;

describe(`deployment: nginx in front of two processes on one PostgreSQL${skipReason ? ` (${skipReason})` : ''}`, () => {
  const database = `retailverse_deploy_${Date.now()}`;
  const admin = () => new pg.Client({ connectionString: testDatabaseUrl });
  const dataDir = path.join(os.tmpdir(), database);
  let deployment: Awaited<ReturnType<typeof startLocalDeployment>>;
  let pool: pg.Pool;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const client = admin();
    await client.connect();
    await client.query(`create database ${database}`);
    await client.end();
    const databaseUrl = new URL(testDatabaseUrl!);
    databaseUrl.pathname = `/${database}`;
    pool = new pg.Pool({ connectionString: databaseUrl.toString(), max: 2 });
    deployment = await startLocalDeployment({
      databaseUrl: databaseUrl.toString(),
      port: nginxPort,
      firstAppPort: nginxPort + 1,
      exposeUpstream: true,
      output: 'ignore',
      env: {
        OPERATOR_TOKEN,
        SESSION_SECRET: 'deploy-session-secret-0123456789-0123456789-abcdef',
        SELLER_WALLET: '',
        DATA_DIR: dataDir,
      },
    });
  });

  test.afterAll(async () => {
    await deployment?.stop();
    await pool?.end();
    const client = admin();
    await client.connect();
    await client.query(`drop database if exists ${database} with (force)`);
    await client.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('nginx serves the build’s scripts from disk, brotli-compressed, and the page hydrates under its CSP', async ({
    page,
  }) => {
    const html = await call(`${deployment.url}/domains`);
    expect(html.status).toBe(200);
    const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html.body)?.[1];
    expect(script).toBeTruthy();
    const asset = await call(`${deployment.url}${script}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['x-upstream'], 'served by nginx itself').toBeUndefined();
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await call(`${deployment.url}${script}`, { method: 'POST' })).status).toBe(405);
    // In Chromium: every script runs (a refused one is a console error, which fails the test), and the page hydrates.
    await new MallLayout(page).goto(`${deployment.url}${MALL_PAGE}`);
  });

  test('a catalogue import through one process is seen through the other within a second', async () => {
    const [first, second] = deployment.appUrls;
    const seed = catalogDomains.find((domain) => domain.slug === 'copevendor')!;
    const changed = `${seed.description} Restocked through the deployment test ${Date.now()}.`;
    // Both processes have the page and the API answer cached before the write.
    for (const url of [first, second]) {
      for (let i = 0; i < 2; i++) {
        expect((await call(`${url}/wiki/copevendor`)).body).toContain(seed.description);
        await call(`${url}/api/domains/copevendor`);
      }
    }
    const imported = await call(`${first}/api/operator/catalog/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ format: 'json', content: JSON.stringify([{ ...seed, description: changed }]) }),
    });
    expect(imported.status, imported.body).toBe(200);
    const written = Date.now();
    const seenAfter = async (url: string) => {
      while (Date.now() - written < 5_000) {
        const [page, api] = await Promise.all([call(`${url}/wiki/copevendor`), call(`${url}/api/domains/copevendor`)]);
        if (page.body.includes(changed) && JSON.parse(api.body).data.description === changed)
          return Date.now() - written;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return Infinity;
    };
    expect(await seenAfter(second)).toBeLessThan(1_000);
    // Through nginx, both processes answer in turn: two reads in a row see it from each.
    for (let i = 0; i < 4; i++) expect((await call(`${deployment.url}/wiki/copevendor`)).body).toContain(changed);
  });

  test('the sign-in nonce limit (30 a minute) holds across both processes, and a forged X-Forwarded-For is ignored', async () => {
    const from = '127.0.2.1';
    const upstreams = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const answer = await call(`${deployment.url}/api/auth/nonce`, {
        from,
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      expect(answer.status, `nonce ${i + 1}`).toBe(200);
      upstreams.add(String(answer.headers['x-upstream']));
    }
    expect(upstreams.size).toBe(2);
    for (const url of [deployment.url, deployment.url]) {
      const refused = await call(`${url}/api/auth/nonce`, { from, headers: { 'x-forwarded-for': '198.51.100.200' } });
      expect(refused.status).toBe(429);
    }
    // Another visitor (another address) is not held back by the first one's limit.
    expect((await call(`${deployment.url}/api/auth/nonce`, { from: '127.0.2.2' })).status).toBe(200);
  });

  test('a client sending oversized bodies to every POST route (5 a second) costs a visitor (10 pages a second) nothing', async () => {
    test.setTimeout(60_000);
    const pages = [MALL_PAGE, '/domains', '/wiki/copevendor', '/'];
    const seconds = 8;
    const attacks: Promise<{ route: string; status: number }>[] = [];
    const visits: Promise<{ page: string; status: number }>[] = [];
    for (let i = 0; i < seconds * 5; i++) {
      const route = POST_ROUTES[i % POST_ROUTES.length];
      // Half declare their length, half are chunked; forms and JSON alike.
      const type = i % 3 === 0 ? 'multipart/form-data; boundary=zzz' : 'application/json';
      setTimeout(() => {
        const sent = sendOversized(`${deployment.url}${route}`, 256 * 1024, i % 2 === 1, type);
        attacks.push(sent.then((status) => ({ route, status })));
      }, i * 200);
    }
    for (let i = 0; i < seconds * 10; i++) {
      const page = pages[i % pages.length];
      setTimeout(() => {
        const loaded = call(`${deployment.url}${page}`);
        visits.push(loaded.then(({ status }) => ({ page, status })).catch(() => ({ page, status: -1 })));
      }, i * 100);
    }
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 100));
    const attacked = await Promise.all(attacks);
    const visited = await Promise.all(visits);
    expect(attacked).toHaveLength(40);
    expect(visited).toHaveLength(80);
    expect(visited.filter((visit) => visit.status !== 200)).toEqual([]);
    // Every oversized body is answered, never with a 5xx: an API route refuses it with a reason (413, 400, 401,
    // 404: whatever the route checks first); a page renders or refuses the post.
    expect(attacked.filter(({ status }) => status < 200 || status >= 500)).toEqual([]);
    expect(attacked.filter(({ route, status }) => route.startsWith('/api/') && status < 400)).toEqual([]);
    expect(new Set(POST_ROUTES)).toEqual(new Set(attacked.map(({ route }) => route)));
    // nginx saw no upstream reset or early close (its error log names each), so it marked no process failed.
    const log = fs.readFileSync(path.join(deployment.runDir, 'error.log'), 'utf8');
    expect(log).not.toMatch(/reset by peer|prematurely closed|no live upstreams/);
  });

  test('the app processes listen on loopback only and believe X-Forwarded-For from nginx alone', async () => {
    const appPort = new URL(deployment.appUrls[0]).port;
    // Bound to 127.0.0.1: another address of this machine (here 127.0.0.2) is refused.
    await expect(call(`http://127.0.0.2:${appPort}/api/health`)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    // A local client reaching a process directly is not nginx, whatever loopback address it uses, 127.0.0.1 (where
    // nginx and the apps live) included: its X-Forwarded-For is ignored, its own address counts.
    for (const from of ['127.0.4.1', '127.0.0.1']) {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        const answer = await call(`${deployment.appUrls[0]}/api/auth/nonce`, {
          from,
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
        });
        statuses.push(answer.status);
      }
      expect(
        statuses.slice(0, 30).every((status) => status === 200),
        from,
      ).toBe(true);
      expect(statuses[30], from).toBe(429);
    }
    // nginx connects from its own address, which alone is trusted: a visitor it names is still told apart.
    expect((await call(`${deployment.url}/api/auth/nonce`, { from: '127.0.4.2' })).status).toBe(200);
  });

  test('500 concurrent day passes through nginx leave every balance equal to its ledger', async () => {
    const wallets = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const keyPair = nacl.sign.keyPair();
        const address = bs58.encode(keyPair.publicKey);
        const from = `127.0.3.${index + 1}`;
        const { input } = JSON.parse((await call(`${deployment.url}/api/auth/nonce`, { from })).body);
        const message = siwsMessageText({ ...input, address });
        const signature = nacl.sign.detached(new TextEncoder().encode(message), keyPair.secretKey);
        const verified = await call(`${deployment.url}/api/auth/verify`, {
          from,
          method: 'POST',
          ...json({ message, signature: Buffer.from(signature).toString('base64'), publicKey: address }),
        });
        expect(verified.status, verified.body).toBe(200);
        const cookie = String(verified.headers['set-cookie']).split(';')[0];
        const granted = await call(`${deployment.url}/api/operator/tickets/grant`, {
          method: 'POST',
          headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
          body: JSON.stringify({ wallet: address, amount: 20, reason: 'deployment test' }),
        });
        expect(granted.status, granted.body).toBe(201);
        return { address, cookie, from };
      }),
    );
    const started = Date.now();
    const claims = await Promise.all(
      wallets.flatMap((wallet) =>
        Array.from({ length: 25 }, () =>
          call(`${deployment.url}/api/day-pass`, {
            method: 'POST',
            from: wallet.from,
            headers: { cookie: wallet.cookie },
          }),
        ),
      ),
    );
    expect(claims).toHaveLength(500);
    expect(claims.filter((claim) => claim.status === 200)).toHaveLength(20 * 20);
    const refused = claims.filter((claim) => claim.status !== 200);
    expect(refused).toHaveLength(20 * 5);
    for (const claim of refused) {
      expect(claim.status).toBe(409);
      expect(JSON.parse(claim.body).error.message).toBe(DAY_PASS_INSUFFICIENT);
    }
    const { rows } = await pool.query<{
      wallet: string;
      balance: number;
      ledger: string;
      passes: string;
      expiry: Date;
    }>(
      `select w.wallet_address as wallet, w.total_rts as balance, w.retailpass_expiry as expiry,
              (select sum(amount) from ticket_log l where l.wallet_address = w.wallet_address) as ledger,
              (select count(*) from ticket_log l where l.wallet_address = w.wallet_address and l.amount < 0) as passes
         from wallets w where w.wallet_address = any($1)`,
      [wallets.map((wallet) => wallet.address)],
    );
    expect(rows).toHaveLength(20);
    for (const row of rows) {
      expect({ balance: row.balance, ledger: Number(row.ledger), passes: Number(row.passes) }).toEqual({
        balance: 0,
        ledger: 0,
        passes: 20,
      });
      // Each pass adds 24 hours to the last: twenty passes reach twenty days from the first.
      const days = (row.expiry.getTime() - started) / 86_400_000;
      expect(days).toBeGreaterThan(19.99);
      expect(days).toBeLessThan(20.01);
    }
  });
});
