// `npm run bench -- --scale [N]`: the catalogue at scale (docs/architecture-reference.md "The catalogue at scale").
// Loads N synthetic names through the streaming import into a fresh database, then times first (uncached) requests.
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { percentile } from './load';
import { runConcurrent, SEARCH_KINDS, searchTerm, type Concurrent } from './search-mix';
import { createScratchDatabase, rssOf, startBenchServer } from './server';
import { findNginx, startLocalDeployment } from '../../deploy/local.mjs';

const WORDS = [
  'neon',
  'chrome',
  'glitch',
  'pixel',
  'vapor',
  'cyber',
  'mall',
  'retail',
  'jpeg',
  'laser',
  'punk',
  'drift',
];
const CATEGORIES = ['premium', 'mid', 'quick', 'scav'];
const FLOORS = ['B1_Underbelly', '1F_Mainfloor', '2F_TechSector', '3F_LoungeLore'];
const TIERS = ['vaulted-premium', 'blueprint-tier', 'quick-snag', 'flash-rack'];

/** A seeded stream, so every run loads the same catalogue. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

async function writeCsv(file: string, count: number, random: () => number): Promise<void> {
  const out = fs.createWriteStream(file);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  out.write('name,description,status,price,category,listed,available,tier,floor,archetype,tags\n');
  for (let i = 0; i < count; i++) {
    const slug = `${pick(WORDS)}${pick(WORDS)}${i}`;
    const price = i % 9 === 0 ? 'TBA' : `${(i % 997) / 10} SOL`;
    const line = `${slug}.sol,"A ${pick(WORDS)} shop, number ${i}",available,${price},${CATEGORIES[i % 4]},${i % 10 !== 0},true,${TIERS[i % 4]},${FLOORS[i % 4]},both,${pick(WORDS)}|synthetic\n`;
    if (!out.write(line)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve) => out.end(() => resolve()));
}

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

/**
 * Runs `npm run catalog:import` against the server and answers the rows staged by each moment of its progress lines
 * (seconds since `started`), to tell the staging rate of each million rows.
 */
async function runImport(csv: string, url: string, started: number): Promise<{ seconds: number; rows: number }[]> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/catalog-import.ts', csv], {
    stdio: ['ignore', 'inherit', 'pipe'],
    env: { ...process.env, OPERATOR_URL: url, OPERATOR_TOKEN: 'bench-operator-token-0123456789' },
  });
  const progress: { seconds: number; rows: number }[] = [];
  for await (const line of readline.createInterface({ input: child.stderr! })) {
    process.stderr.write(`${line}\n`);
    const rows = /^([\d,]+) rows ·/.exec(line)?.[1];
    if (rows) progress.push({ seconds: (performance.now() - started) / 1000, rows: Number(rows.replace(/,/g, '')) });
  }
  const status = await new Promise<number | null>((resolve) =>
    child.exitCode === null ? child.once('exit', resolve) : resolve(child.exitCode),
  );
  if (status !== 0) throw new Error('the import failed');
  return progress;
}

/** Rows staged a second within each million (from the progress lines nearest its ends). */
function ratePerMillion(progress: { seconds: number; rows: number }[], names: number): number[] {
  const at = (rows: number) => progress.find((p) => p.rows >= rows) ?? progress.at(-1);
  const rates: number[] = [];
  for (let million = 0; million * 1_000_000 < names; million++) {
    const from = million === 0 ? { seconds: 0, rows: 0 } : at(million * 1_000_000);
    const to = at(Math.min(names, (million + 1) * 1_000_000));
    if (from && to && to.seconds > from.seconds) rates.push((to.rows - from.rows) / (to.seconds - from.seconds));
  }
  return rates;
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

/** At 100 clients at once (the 1- and 10-client rows have none): requests/s at least, p99 under. */
const CONCURRENT_TARGETS: Record<string, { rps: number; p99: number }> = {
  'API /api/domains?search=': { rps: 300, p99: 1000 },
  'page /domains?q=': { rps: 150, p99: 1500 },
};

export async function measureScale(count: number | undefined, port: number): Promise<ScaleResult> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  const engine = adminUrl?.startsWith('postgres') ? 'postgres' : 'pglite';
  const names = count ?? (engine === 'postgres' ? 1_000_000 : 100_000);
  const random = seededRandom(2026);
  const extraEnv: Record<string, string> = { CATALOG_CACHE_SECONDS: '0' };
  let dropDatabase = async () => {};
  if (engine === 'postgres') {
    const scratch = await createScratchDatabase(adminUrl!, 'retailverse_bench_scale');
    extraEnv.DATABASE_URL = scratch.url;
    dropDatabase = scratch.drop;
  }
  const csv = path.join('tmp', `bench-scale-${names}.csv`);
  fs.mkdirSync('tmp', { recursive: true });
  if (!fs.existsSync(csv)) await writeCsv(csv, names, random);
  const server = await startBenchServer(port, extraEnv);
  let deployment: Awaited<ReturnType<typeof startLocalDeployment>> | null = null;
  try {
    const started = performance.now();
    const staged = await runImport(csv, server.url, started);
    const importSeconds = (performance.now() - started) / 1000;
    if (engine === 'postgres') {
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

const ms = (value: number) => `${value.toFixed(1)} ms`;

const engineName = (engine: ScaleResult['engine']) => (engine === 'postgres' ? 'PostgreSQL' : 'PGlite');

/** One section per engine: a PGlite run does not replace the PostgreSQL figures. */
export const scaleHeading = (engine: ScaleResult['engine']) => `## Catalogue at scale (${engineName(engine)})`;

export function scaleSection(r: ScaleResult, measuredAt = new Date()): string[] {
  // The targets are set for PostgreSQL at 1,000,000 names; the embedded PGlite at 100,000 is held to twice them.
  const factor = r.engine === 'postgres' ? 1 : 2;
  const targets: Record<string, number> = {
    '/domains filters, sort, page 2 and 2,000': 100 * factor,
    '/api/domains pages (cursor)': 50 * factor,
  };
  const perMillion = r.importSeconds / (r.names / 1_000_000);
  return [
    scaleHeading(r.engine),
    '',
    `${r.names.toLocaleString('en-US')} synthetic names on ${engineName(r.engine)}, loaded with ` +
      '`npm run catalog:import` (streaming); every request below is a first request for its URL (the catalogue read ' +
      'cache is off), after 5 untimed requests of the same kind (sitemap files: none). ' +
      `\`npm run bench -- --scale N\` measures it. Measured ${measuredAt.toISOString()} on ${os.cpus().length} × ` +
      `${os.cpus()[0]?.model ?? 'unknown CPU'}, a machine other work shared (load average ${os.loadavg()[0]!.toFixed(1)} ` +
      `at the end)${factor > 1 ? '; targets are twice those on PostgreSQL' : ''}.`,
    '',
    'Searches people type (scripts/bench/search-mix.ts), one at a time, each kind 100 times:',
    '',
    '| search (API) | samples | p50 | p95 | p99 | max | target (p95) |',
    '|---|---|---|---|---|---|---|',
    ...r.searches.map((l) => {
      const target = 50 * factor;
      return `| ${l.name} | ${l.samples} | ${ms(l.p50)} | ${ms(l.p95)} | ${ms(l.p99)} | ${ms(l.max)} | < ${target} ms: ${l.p95 <= target ? 'met' : 'missed'} |`;
    }),
    '',
    `The same mix with 1, 10 and 100 clients at once (each takes the next search when its answer is read), ${
      r.via === 'nginx'
        ? 'through nginx in front of two app processes (deploy/), with PostgreSQL on the same machine'
        : 'straight to one process'
    }; the pages and sitemap below are read the same way:`,
    '',
    '| read | clients | requests | requests/s | p50 | p99 | errors | target at 100 clients |',
    '|---|---|---|---|---|---|---|---|',
    ...r.concurrent.map((c) => {
      const target = c.connections === 100 ? CONCURRENT_TARGETS[c.name] : undefined;
      const mark = target
        ? `≥ ${target.rps}/s, p99 < ${target.p99} ms, 0 errors: ${
            c.requestsPerSecond >= target.rps && c.p99 < target.p99 && c.errors === 0 ? 'met' : 'missed'
          }`
        : '';
      return `| ${c.name} | ${c.connections} | ${c.requests} | ${c.requestsPerSecond.toFixed(1)} | ${ms(c.p50)} | ${ms(c.p99)} | ${c.errors} | ${mark} |`;
    }),
    '',
    '| read | samples | p50 | p99 | max | target (p99) |',
    '|---|---|---|---|---|---|',
    ...r.latencies.map((l) => {
      const target = l.name.startsWith('sitemap') ? 2000 * factor : (targets[l.name] ?? 0);
      const mark = l.p99 <= target ? 'met' : 'missed';
      return `| ${l.name} | ${l.samples} | ${ms(l.p50)} | ${ms(l.p99)} | ${ms(l.max)} | < ${target} ms: ${mark} |`;
    }),
    '',
    `- Import of ${r.names.toLocaleString('en-US')} CSV rows: ${r.importSeconds.toFixed(1)} s, ` +
      `${Math.round(r.names / r.importSeconds).toLocaleString('en-US')} rows/s, ${perMillion.toFixed(1)} s per million ` +
      `(targets: < ${300 * factor} s at 1,000,000; ≤ 20 minutes at 10,000,000${
        r.names >= 10_000_000 ? `: ${r.importSeconds <= 1200 ? 'met' : 'missed'}` : ''
      }).`,
    `- Staging rate by million rows of the file: ${r.importRates.map((rate, i) => `${i + 1}: ${Math.round(rate).toLocaleString('en-US')} rows/s`).join(' · ')} ` +
      "(from the CLI's progress lines, every 5 s; the commit follows).",
    `- Server RSS after the run${r.via === 'nginx' ? ' (both app processes)' : ''}: ${Math.round(r.rssAfterBytes / 1024 / 1024)} MB (target < ${600 * factor} MB${r.via === 'nginx' ? ' each' : ''}).`,
  ];
}
