// `npm run bench -- --memory`: the embedded default's memory (docs/architecture-reference.md "Memory of the
// embedded database"). One production process on a fresh PGlite data dir, four clients in a loop for five minutes
// over the pages and APIs visitors read (every search new), then a minute idle.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { catalogDomains } from '@/content/catalog';
import { MINUTE_MS } from '@/lib/rules/time';
import { startBenchServer } from './server';

const CLIENTS = 4;
const LOAD_MS = 5 * MINUTE_MS;
const IDLE_MS = MINUTE_MS;
const SAMPLE_MS = 15_000;
const TARGET_MB = 500;
const PAGES = ['/', '/domains', '/wiki/jpegdealer', '/marketplace', '/insights', '/retail-tickets', '/vault', '/tiers'];
const APIS = ['/api/health', '/api/status.json', '/api/sales', '/api/activity'];

export interface MemoryResult {
  requests: number;
  serverErrors: number;
  readyMs: number;
  /** RSS (bytes) when the process first answered, and its peak until then (opening the database). */
  readyRssBytes: number;
  openingPeakRssBytes: number;
  /** RSS every 15 s under load. */
  loadRssBytes: number[];
  idleRssBytes: number;
  heapTotal: [number, number];
  heapUsed: [number, number];
  external: [number, number];
  arrayBuffers: [number, number];
}

/** The i-th request of the mix: a third pages, a third new searches, a sixth single names, a sixth small APIs. */
function pathOf(i: number): string {
  const slugs = catalogDomains.map((d) => d.name.replace(/\.sol$/, ''));
  switch (i % 6) {
    case 0:
    case 1:
      return PAGES[i % PAGES.length]!;
    case 2:
      return `/api/domains?search=${encodeURIComponent(`neon${i}`)}`;
    case 3:
      return `/domains?q=${encodeURIComponent(`glitch ${i}`)}`;
    case 4:
      return `/domains/${slugs[i % slugs.length]}`;
    default:
      return APIS[i % APIS.length]!;
  }
}

/** The kernel's high-water mark of the process's RSS (VmHWM): its peak so far, however brief. */
function peakRssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

const range = (values: number[]): [number, number] => [Math.min(...values), Math.max(...values)];

export async function measureMemory(port: number): Promise<MemoryResult> {
  const samplesFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'retailverse-bench-memory-')), 'samples.jsonl');
  const sampler = path.resolve('scripts/bench/memory-sampler.mjs');
  const server = await startBenchServer(port, {
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${sampler}`.trim(),
    BENCH_MEMORY_FILE: samplesFile,
  });
  try {
    const readyRssBytes = server.rssBytes();
    const openingPeakRssBytes = peakRssOf(server.process.pid!);
    const loadStarted = Date.now();
    let next = 0;
    let requests = 0;
    let serverErrors = 0;
    const client = async () => {
      while (Date.now() - loadStarted < LOAD_MS) {
        const response = await fetch(`${server.url}${pathOf(next++)}`).catch(() => null);
        await response?.arrayBuffer();
        requests++;
        if (!response || response.status >= 500) serverErrors++;
      }
    };
    const loadRssBytes: number[] = [];
    const rssSampler = setInterval(() => loadRssBytes.push(server.rssBytes()), SAMPLE_MS);
    await Promise.all(Array.from({ length: CLIENTS }, client));
    clearInterval(rssSampler);
    loadRssBytes.push(server.rssBytes());
    console.log(`[bench] memory: ${requests} requests, now idle for ${IDLE_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const idleRssBytes = server.rssBytes();
    const samples = fs
      .readFileSync(samplesFile, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as NodeJS.MemoryUsage & { pid: number; at: number })
      .filter((s) => s.pid === server.process.pid && s.at >= loadStarted && s.at <= loadStarted + LOAD_MS);
    return {
      requests,
      serverErrors,
      readyMs: server.startToFirstAnswerMs,
      readyRssBytes,
      openingPeakRssBytes,
      loadRssBytes,
      idleRssBytes,
      heapTotal: range(samples.map((s) => s.heapTotal)),
      heapUsed: range(samples.map((s) => s.heapUsed)),
      external: range(samples.map((s) => s.external)),
      arrayBuffers: range(samples.map((s) => s.arrayBuffers)),
    };
  } finally {
    await server.stop();
    fs.rmSync(path.dirname(samplesFile), { recursive: true, force: true });
  }
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const mbRange = ([low, high]: [number, number]) => `${mb(low)}-${mb(high)}`;

export const MEMORY_HEADING =
  '## Memory of the embedded default (one `npm start` process on PGlite, 5 minutes of mixed load)';

export function memorySection(r: MemoryResult, measuredAt = new Date()): string[] {
  const underLoad = Math.max(...r.loadRssBytes);
  const highest = Math.max(underLoad, r.idleRssBytes, r.openingPeakRssBytes);
  return [
    MEMORY_HEADING,
    '',
    `Measured ${measuredAt.toISOString()} by \`npm run bench -- --memory\` on ${os.cpus().length} × ` +
      `${os.cpus()[0]?.model ?? 'unknown CPU'} (load average ${os.loadavg()[0]!.toFixed(1)} at the end). ${CLIENTS} ` +
      'clients in a loop for 5 minutes: the cached and prerendered pages, new searches of `/api/domains` and ' +
      '`/domains`, single names and the small APIs; then a minute idle. RSS from `/proc`; heap, external (PGlite) and ' +
      "array buffers from the process's own `process.memoryUsage()` (MB).",
    '',
    '| requests (5xx) | ready | RSS at ready | peak while opening the database | peak under load | end of load | 60 s idle after | heap total / used | external (PGlite) | array buffers |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    `| ${r.requests.toLocaleString('en-US')} (${r.serverErrors}) | ${Math.round(r.readyMs)} ms | ${mb(r.readyRssBytes)} | ` +
      `${mb(r.openingPeakRssBytes)} | ${mb(underLoad)} | ${mb(r.loadRssBytes.at(-1)!)} | ${mb(r.idleRssBytes)} | ` +
      `${mbRange(r.heapTotal)} / ${mbRange(r.heapUsed)} | ${mbRange(r.external)} | ${mbRange(r.arrayBuffers)} |`,
    '',
    `Target: under ${TARGET_MB} MB after 5 minutes of load: ${highest < TARGET_MB * 1024 * 1024 ? 'met' : 'missed'}. ` +
      `Where it goes under load: V8's heap (Next.js, React, the renders) up to ${mb(r.heapTotal[1])} MB, PGlite ` +
      `(PostgreSQL compiled to WebAssembly inside the process: \`external\`) up to ${mb(r.external[1])} MB, array ` +
      `buffers up to ${mb(r.arrayBuffers[1])} MB, the rest compiled code and native memory. Opening the data directory ` +
      `peaks at ${mb(r.openingPeakRssBytes)} MB for a moment. PGlite's buffer pool is already 16 MB (lib/db/open.ts) and ` +
      'the bounded caches (page cache 32 MB, catalogue reads 16 MB) are a small part: what grows is the heap of the ' +
      'renders and the database inside the process. The way under the target is PostgreSQL as its own process ' +
      '(`DATABASE_URL`); README.md says what a process on the embedded database needs.',
  ];
}
