// `npm run bench -- --scale [N]`: the catalogue at scale (docs/architecture-reference.md "The catalogue at scale").
// Loads N synthetic names through the streaming import into a fresh database, then times first (uncached) requests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { percentile } from './load';
import { runConcurrent, SEARCH_KINDS, searchTerm, type Concurrent } from './search-mix';
import { CATEGORIES, ratePerMillion, runImport, seededRandom, WORDS, writeCsv } from './scale-import';
import { createScratchDatabase, rssOf, startBenchServer } from './server';
import { findNginx, startLocalDeployment } from '../../deploy/local.mjs';

export interface Latency {
  name: string;
  samples: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Untimed first requests of a series: they warm its code paths (not caches: every URL differs), not the JIT's. */
const WARM_UP = 5;

async function timeEach(name: string, baseUrl: string, allPaths: string[], warmUp = WARM_UP): Promise<Latency> {
  for (const p of allPaths.slice(0, warmUp)) await (await fetch(`${baseUrl}${p}`)).arrayBuffer();
  const paths = allPaths.slice(warmUp);
  const timed: { path: string; ms: number }[] = [];
  for (const p of paths) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${p}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${p} answered ${response.status}`);
    timed.push({ path: p, ms: performance.now() - started });
  }
  const slowest = [...timed].sort((a, b) => b.ms - a.ms).slice(0, 3);
  console.log(`[bench] ${name}: slowest ${slowest.map((t) => `${t.path} ${t.ms.toFixed(0)} ms`).join(', ')}`);
  const times = timed.map((t) => t.ms).sort((a, b) => a - b);
  return {
    name,
    samples: times.length,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    max: times.at(-1)!,
  };
}

export interface ScaleResult {
  names: number;
  engine: 'postgres' | 'pglite';
  importSeconds: number;
  /** Rows staged a second within each million rows of the file. */
  importRates: number[];
  searches: Latency[];
  concurrent: Concurrent[];
  latencies: Latency[];
  rssAfterBytes: number;
  /** Where the concurrent and page reads went: nginx in front of two processes (PostgreSQL), or one process. */
  via: 'nginx' | 'direct';
}

export async function measureScale(count: number | undefined, port: number): Promise<ScaleResult> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  const engine = adminUrl?.startsWith('postgres') ? 'postgres' : 'pglite';
  const names = count ?? (engine === 'postgres' ? 1_000_000 : 100_000);
  const random = seededRandom(2026);
  const extraEnv: Record<string, string> = { CATALOG_CACHE_SECONDS: '0' };
  let dropDatabase = async () => {};
  // A database an earlier run kept (BENCH_KEEP_DATABASE): its reads are measured again without importing again.
  const reuse = process.env.BENCH_SCALE_DATABASE_URL;
  if (reuse) extraEnv.DATABASE_URL = reuse;
  else if (engine === 'postgres') {
    const scratch = await createScratchDatabase(adminUrl!, 'retailverse_bench_scale');
    extraEnv.DATABASE_URL = scratch.url;
    dropDatabase = scratch.drop;
  }
  const csv = path.join('tmp', `bench-scale-${names}.csv`);
  fs.mkdirSync('tmp', { recursive: true });
  if (!reuse && !fs.existsSync(csv)) await writeCsv(csv, names, random);
  const server = await startBenchServer(port, extraEnv);
  let deployment: Awaited<ReturnType<typeof startLocalDeployment>> | null = null;
  try {
    const started = performance.now();
    const staged = reuse ? [] : await runImport(csv, server.url, started);
    const importSeconds = reuse ? Number.NaN : (performance.now() - started) / 1000;
    if (engine === 'postgres' && !reuse) {
      // What autovacuum does shortly after a large write; the first reads are timed after it.
      const client = new pg.Client({ connectionString: extraEnv.DATABASE_URL });
      await client.connect();
      await client.query('vacuum analyze domains');
      await client.end();
    }
    const n = (max: number) => Math.floor(random() * max);
    const term = (i: number) =>
      encodeURIComponent(searchTerm(SEARCH_KINDS[i % SEARCH_KINDS.length]!, i, WORDS, names, random));
    const searches: Latency[] = [];
    for (const kind of SEARCH_KINDS) {
      const terms = Array.from({ length: 100 + WARM_UP }, (_, i) =>
        encodeURIComponent(searchTerm(kind, i, WORDS, names, random)),
      );
      searches.push(
        await timeEach(
          `${kind} (API)`,
          server.url,
          terms.map((t) => `/api/domains?search=${t}`),
        ),
      );
    }
    // The rest as a deployment serves it: nginx in front of two processes on the same database (deploy/).
    let baseUrl = server.url;
    if (engine === 'postgres' && findNginx()) {
      await server.stop();
      deployment = await startLocalDeployment({
        databaseUrl: extraEnv.DATABASE_URL,
        port,
        firstAppPort: port + 1,
        output: 'ignore',
        env: {
          ...extraEnv,
          OPERATOR_TOKEN: 'bench-operator-token-0123456789',
          SESSION_SECRET: 'bench-session-secret-0123456789-0123456789',
          DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'retailverse-bench-scale-')),
        },
      });
      baseUrl = deployment.url;
    }
    // 1, 10 and 100 clients at once, every search new (the read cache is off and the terms are drawn afresh).
    const concurrent: Concurrent[] = [];
    let next = 0;
    for (const [clients, api, pages] of [
      [1, 100, 50],
      [10, 300, 150],
      [100, 1000, 300],
    ] as const) {
      const from = next;
      next += api + pages;
      concurrent.push(
        await runConcurrent(
          'API /api/domains?search=',
          baseUrl,
          Array.from({ length: api }, (_, i) => `/api/domains?search=${term(from + i)}`),
          clients,
        ),
        await runConcurrent(
          'page /domains?q=',
          baseUrl,
          Array.from({ length: pages }, (_, i) => `/domains?q=${term(from + api + i)}&s=${from + api + i}`),
          clients,
        ),
      );
    }
    const latencies = [
      await timeEach(
        '/domains filters, sort, page 2 and 2,000',
        baseUrl,
        Array.from({ length: 100 + WARM_UP }, (_, i) => {
          const page = [2, 2000, 1 + n(2000), 1][i % 4];
          const sort = ['name-asc', 'name-desc', 'price-asc', 'price-desc'][n(4)];
          const category = i % 3 === 0 ? `&category=${CATEGORIES[n(4)]}` : '';
          const price = i % 5 === 0 ? `&min=${n(20)}&max=${20 + n(80)}` : '';
          return `/domains?page=${page}&sort=${sort}${category}${price}&s=${i}`;
        }),
      ),
      await (async () => {
        const paths: string[] = [];
        let cursor: string | null = null;
        const times: number[] = [];
        for (let i = 0; i < 200; i++) {
          const p: string = `/api/domains?limit=100${cursor ? `&cursor=${cursor}` : ''}`;
          const startedAt = performance.now();
          const page = (await (await fetch(`${baseUrl}${p}`)).json()) as { nextCursor: string | null };
          times.push(performance.now() - startedAt);
          paths.push(p);
          cursor = page.nextCursor;
          if (!cursor) break;
        }
        times.sort((a, b) => a - b);
        return {
          name: '/api/domains pages (cursor)',
          samples: times.length,
          p50: percentile(times, 0.5),
          p95: percentile(times, 0.95),
          p99: percentile(times, 0.99),
          max: times.at(-1)!,
        };
      })(),
    ];
    const index = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    latencies.push(await timeEach(`sitemap files (${files.length})`, baseUrl, files, 0));
    const importRates = ratePerMillion(staged, names);
    return {
      names,
      engine,
      importSeconds,
      importRates,
      searches,
      concurrent,
      latencies,
      rssAfterBytes: deployment ? deployment.appPids.reduce((sum, pid) => sum + rssOf(pid), 0) : server.rssBytes(),
      via: deployment ? 'nginx' : 'direct',
    };
  } finally {
    await deployment?.stop();
    await server.stop();
    await dropDatabase();
  }
}
