// The deployment recipe measured (deploy/): nginx in front of two app processes on one PostgreSQL. Throughput
// through nginx and straight to one process in the same run, how soon a write through one process is seen by the
// other, and one process's memory after 50,000 distinct searches.
import autocannon from 'autocannon';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { catalogDomains } from '@/content/catalog';
import { findNginx, NGINX_PACKAGES, startLocalDeployment } from '../../deploy/local.mjs';
import { measureLoad, percentile, type LoadResult } from './load';
import { createScratchDatabase, rssOf } from './server';
import { MINUTE_MS } from '@/lib/rules/time';

const OPERATOR_TOKEN = 'bench-operator-token-0123456789';
const INVALIDATION_SAMPLES = 100;
const DISTINCT_SEARCHES = 50_000;
const REST_MS = MINUTE_MS;
const PAGES = [
  ['wiki page', '/wiki/jpegdealer'],
  ['domains page', '/domains'],
  ['domains search', '/domains?q=neon'],
  ['domains API', '/api/domains'],
] as const;

export interface DeploymentResult {
  load: { via: 'nginx' | 'direct'; rows: LoadResult[] }[];
  invalidationMs: number[];
  rss: { startBytes: number; afterBytes: number; restBytes: number; searches: number; errors: number };
}

async function importDescription(url: string, description: string): Promise<void> {
  const seed = catalogDomains.find((domain) => domain.slug === 'copevendor')!;
  const response = await fetch(`${url}/api/operator/catalog/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ format: 'json', content: JSON.stringify([{ ...seed, description }]) }),
  });
  if (!response.ok) throw new Error(`import failed: ${response.status} ${await response.text()}`);
}

/** Imports through `writer`, then reads `reader` every 5 ms until the change shows; the wait, per sample. */
async function measureInvalidation(writer: string, reader: string): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < INVALIDATION_SAMPLES; i++) {
    const description = `Bench restock ${Date.now()}-${i}.`;
    await fetch(`${reader}/api/domains/copevendor`).then((r) => r.arrayBuffer());
    await importDescription(writer, description);
    const written = performance.now();
    for (;;) {
      const { data } = (await (await fetch(`${reader}/api/domains/copevendor`)).json()) as {
        data: { description: string };
      };
      if (data.description === description) break;
      if (performance.now() - written > 10_000) throw new Error('the other process never saw the import');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    samples.push(performance.now() - written);
  }
  return samples.sort((a, b) => a - b);
}

/** Distinct searches: most through the API (the catalogue read cache), a tenth as /domains pages (the page cache). */
async function measureSearchMemory(url: string, pid: number): Promise<DeploymentResult['rss']> {
  let counter = 0;
  const next = () => `${(++counter).toString(36)}x${Math.random().toString(36).slice(2, 7)}`;
  // Both ends measured at rest (see below), so the difference is what the searches left, not a burst's garbage.
  await new Promise((resolve) => setTimeout(resolve, REST_MS));
  const startBytes = rssOf(pid);
  let searches = 0;
  let errors = 0;
  for (const [amount, nextPath] of [
    [DISTINCT_SEARCHES * 0.9, () => `/api/domains?search=${next()}`],
    [DISTINCT_SEARCHES * 0.1, () => `/domains?q=${next()}`],
  ] as const) {
    const result = await autocannon({
      url,
      connections: 20,
      amount,
      requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }],
    });
    searches += result.requests.total;
    errors += result.errors + result.non2xx;
  }
  const afterBytes = rssOf(pid);
  // V8 gives back what the burst's garbage took only once the process has been idle a while (its memory reducer):
  // what stays after that is what the process keeps.
  await new Promise((resolve) => setTimeout(resolve, REST_MS));
  return { startBytes, afterBytes, restBytes: rssOf(pid), searches, errors };
}

export async function measureDeployment(port: number): Promise<DeploymentResult> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!adminUrl?.startsWith('postgres')) throw new Error('bench --deploy: set BENCH_DATABASE_URL=postgres://…');
  if (!findNginx()) throw new Error(`bench --deploy: install nginx: apt-get install -y ${NGINX_PACKAGES}`);
  const database = await createScratchDatabase(adminUrl, 'retailverse_bench_deploy');
  const deployment = await startLocalDeployment({
    databaseUrl: database.url,
    port,
    firstAppPort: port + 1,
    output: 'ignore',
    env: {
      OPERATOR_TOKEN,
      SESSION_SECRET: 'bench-session-secret-0123456789-0123456789',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'retailverse-bench-deploy-')),
    },
  }).catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  try {
    const [first, second] = deployment.appUrls;
    const html = await (await fetch(`${deployment.url}/domains`)).text();
    const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    if (!script) throw new Error('no script on /domains');
    const load: DeploymentResult['load'] = [];
    for (const [via, url] of [
      ['nginx', deployment.url],
      ['direct', first],
    ] as const) {
      const rows: LoadResult[] = [];
      for (const [name, route] of [['static file', '/images/logo.svg'], ['build script', script], ...PAGES] as const) {
        for (let i = 0; i < 5; i++) await fetch(`${url}${route}`).then((r) => r.arrayBuffer());
        console.log(`deploy load (${via}): ${name}`);
        rows.push(await measureLoad(url, name, route));
      }
      load.push({ via, rows });
    }
    console.log('deploy: invalidation across processes');
    const invalidationMs = await measureInvalidation(first, second);
    console.log(`deploy: memory after ${DISTINCT_SEARCHES} distinct searches`);
    const rss = await measureSearchMemory(second, deployment.appPids[1]);
    return { load, invalidationMs, rss };
  } finally {
    await deployment.stop();
    await database.drop();
  }
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export function deploymentSection(result: DeploymentResult): string[] {
  const lines = [
    '## Several processes behind nginx',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)}: \`npm run bench -- --deploy\` starts deploy/ (nginx, two app`,
    'processes, one PostgreSQL) on this machine. autocannon, 50 connections, 10 s; each ratio is to `/images/logo.svg`',
    'served the same way in the same run. nginx sends the build scripts from disk (brotli copies); everything else',
    'it passes to the processes in turn.',
    '',
    '| via | what | path | req/s | p50 ms | p99 ms | errors | non-2xx | ratio to static | verdict |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const { via, rows } of result.load) {
    const staticRate = rows.find((row) => row.name === 'static file')!.requestsPerSecond;
    for (const row of rows) {
      const ratio = row.requestsPerSecond / staticRate;
      const isPage = PAGES.some(([name]) => name === row.name);
      const verdict = !isPage ? '' : ratio >= 0.5 ? 'meets target' : '**misses target** (>= 0.5)';
      lines.push(
        `| ${via} | ${row.name} | \`${row.path}\` | ${row.requestsPerSecond} | ${row.p50Ms} | ${row.p99Ms} | ${row.errors} | ${row.non2xx} | ${ratio.toFixed(2)} | ${verdict} |`,
      );
    }
  }
  const samples = result.invalidationMs;
  const p99 = percentile(samples, 0.99);
  lines.push(
    '',
    `- A catalogue import through one process, seen through the other (${samples.length} imports): p50 ` +
      `${Math.round(percentile(samples, 0.5))} ms, p99 ${Math.round(p99)} ms, max ${Math.round(samples.at(-1)!)} ms — ` +
      `${p99 < 1000 ? 'meets target' : '**misses target**'} (< 1 s).`,
    `- One process's memory (RSS) before and after ${result.rss.searches} distinct searches (nine in ten \`/api/domains?search=\`, one in ` +
      `ten \`/domains?q=\`, ${result.rss.errors} failed): ${mb(result.rss.startBytes)} before, ` +
      `${mb(result.rss.afterBytes)} as the last search ends, ${mb(result.rss.restBytes)} after ${REST_MS / 1000} s idle: ` +
      `${result.rss.restBytes - result.rss.startBytes <= 100 * 1024 * 1024 ? 'meets target' : '**misses target**'} (kept within 100 MB of the start).`,
  );
  return lines;
}
