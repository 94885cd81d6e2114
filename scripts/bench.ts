// `npm run bench`: measures the production build and writes BENCHMARKS.md (docs/architecture.md).
import fs from 'node:fs';
import { chromiumVersion, medianScores, runLighthouse, type LighthouseScores } from './bench/lighthouse';
import { measureLoad, type LoadResult } from './bench/load';
import { measurePageWeight, type PageWeight } from './bench/page-weight';
import { ensureBuild, startBenchServer } from './bench/server';
import { deploymentSection, measureDeployment } from './bench/deploy';
import { measureNameLookups, nameLookupSection } from './bench/name-lookup';
import { abuseSection, measureAbuse } from './bench/abuse';
import { measureOrders, ordersSection } from './bench/orders';
import { measurePaymentLifecycle, paymentLifecycleSection } from './bench/payment-lifecycle';
import { measurePaymentWatch, paymentWatchSection } from './bench/payment-watch';
import { measureRpcBudget } from './bench/rpc-budget';
import { rpcBudgetSection } from './bench/rpc-budget-report';
import { measureScale } from './bench/scale';
import { scaleHeading, scaleSection } from './bench/scale-report';
import { measureMemory, MEMORY_HEADING, memorySection } from './bench/memory';
import { measureSpends, type SpendResult } from './bench/spend';
import { renderReport } from './bench/report';

const PORT = Number(process.env.BENCH_PORT || 3990);
const WIKI = '/wiki/jpegdealer';
// The public pages held to the Lighthouse target, and the one page that loads the wallet code.
const LIGHTHOUSE_PAGES = ['/', '/domains', WIKI, '/marketplace', '/insights', '/retail-tickets'];
const skipLighthouse = process.argv.includes('--no-lighthouse');
// Lighthouse's own advice for a score that varies run to run: report the median of five runs.
const LIGHTHOUSE_RUNS = 5;

/** Replaces (or adds) one `## ` section of BENCHMARKS.md, keeping the others. */
function writeSection(lines: string[]): void {
  const current = fs.existsSync('BENCHMARKS.md') ? fs.readFileSync('BENCHMARKS.md', 'utf8') : '# Benchmarks\n';
  const heading = lines[0];
  const start = current.indexOf(heading);
  const end = start < 0 ? -1 : current.indexOf('\n## ', start + heading.length);
  const section = `${lines.join('\n').trimEnd()}\n\n`;
  const next =
    start < 0
      ? `${current.trimEnd()}\n\n${section}`
      : `${current.slice(0, start)}${section}${end < 0 ? '' : current.slice(end + 1)}`;
  fs.writeFileSync('BENCHMARKS.md', next);
}

/** One `## ` section of BENCHMARKS.md as its lines (heading first), or null. */
function readSection(heading: string): string[] | null {
  const current = fs.existsSync('BENCHMARKS.md') ? fs.readFileSync('BENCHMARKS.md', 'utf8') : '';
  const start = current.indexOf(`${heading}\n`);
  if (start < 0) return null;
  const end = current.indexOf('\n## ', start + heading.length);
  return current
    .slice(start, end < 0 ? undefined : end)
    .trimEnd()
    .split('\n');
}

const scaleAt = process.argv.indexOf('--scale');
if (scaleAt >= 0) {
  const count = Number(process.argv[scaleAt + 1]);
  ensureBuild(process.env.NEXT_DIST_DIR || '.next');
  const result = await measureScale(Number.isInteger(count) && count > 0 ? count : undefined, PORT);
  writeSection(scaleSection(result, readSection(scaleHeading(result.engine))));
  console.log(fs.readFileSync('BENCHMARKS.md', 'utf8'));
  process.exit(0);
}

if (process.argv.includes('--abuse')) {
  writeSection(abuseSection(await measureAbuse()));
  console.log(fs.readFileSync('BENCHMARKS.md', 'utf8'));
  process.exit(0);
}

if (process.argv.includes('--deploy')) {
  ensureBuild(process.env.NEXT_DIST_DIR || '.next');
  writeSection(deploymentSection(await measureDeployment(PORT)));
  console.log(fs.readFileSync('BENCHMARKS.md', 'utf8'));
  process.exit(0);
}

if (process.argv.includes('--payments-only')) {
  writeSection(paymentWatchSection(await measurePaymentWatch()));
  writeSection(nameLookupSection(await measureNameLookups()));
  writeSection(abuseSection(await measureAbuse()));
  console.log(fs.readFileSync('BENCHMARKS.md', 'utf8'));
  process.exit(0);
}

if (process.argv.includes('--names-only')) {
  writeSection(nameLookupSection(await measureNameLookups()));
  writeSection(abuseSection(await measureAbuse()));
  console.log(fs.readFileSync('BENCHMARKS.md', 'utf8'));
  process.exit(0);
}

if (process.argv.includes('--memory')) {
  ensureBuild(process.env.NEXT_DIST_DIR || '.next');
  writeSection(memorySection(await measureMemory(PORT)));
  console.log(fs.readFileSync('BENCHMARKS.md', 'utf8'));
  process.exit(0);
}

if (process.argv.includes('--lifecycle-only')) {
  writeSection(paymentLifecycleSection(await measurePaymentLifecycle()));
  console.log(fs.readFileSync('BENCHMARKS.md', 'utf8'));
  process.exit(0);
}

const budgetAt = process.argv.indexOf('--rpc-budget-only');
if (budgetAt >= 0) {
  // A number after the flag: that many buyers instead of the lifecycle's 50 (a smoke run).
  const buyers = Number(process.argv[budgetAt + 1]);
  writeSection(rpcBudgetSection(await measureRpcBudget(Number.isInteger(buyers) && buyers > 0 ? buyers : undefined)));
  console.log(fs.readFileSync('BENCHMARKS.md', 'utf8'));
  process.exit(0);
}

if (process.argv.includes('--orders-only')) {
  writeSection(ordersSection(await measureOrders()));
  console.log(fs.readFileSync('BENCHMARKS.md', 'utf8'));
  process.exit(0);
}

ensureBuild(process.env.NEXT_DIST_DIR || '.next');
const server = await startBenchServer(PORT);
console.log(`server answered ${Math.round(server.startToFirstAnswerMs)} ms after start`);
try {
  // Warm every route once so the figures are steady-state.
  for (const path of ['/images/logo.svg', WIKI, '/domains', '/api/domains', ...LIGHTHOUSE_PAGES]) {
    await fetch(`${server.url}${path}`).then((r) => r.arrayBuffer());
  }
  const load: LoadResult[] = [];
  for (const [name, path] of [
    ['static file', '/images/logo.svg'],
    ['wiki page', WIKI],
    ['domains page', '/domains'],
    ['domains API', '/api/domains'],
  ] as const) {
    console.log(`load: ${name}`);
    load.push(await measureLoad(server.url, name, path));
  }
  const weights: PageWeight[] = [];
  for (const path of LIGHTHOUSE_PAGES) weights.push(await measurePageWeight(server.url, path));
  const lighthouse: LighthouseScores[] = [];
  if (!skipLighthouse) {
    for (const path of LIGHTHOUSE_PAGES) {
      console.log(`lighthouse: ${path} (${LIGHTHOUSE_RUNS} runs)`);
      lighthouse.push(medianScores(Array.from({ length: LIGHTHOUSE_RUNS }, () => runLighthouse(server.url, path))));
    }
  }
  const spends: SpendResult[] = await measureSpends();
  const report = renderReport({
    date: new Date(),
    startToFirstAnswerMs: server.startToFirstAnswerMs,
    peakRssBytes: server.peakRssBytes(),
    load,
    weights,
    lighthouse,
    browser: chromiumVersion(),
    spends,
  });
  // The full run rewrites the file; the sections measured on their own (`--scale`, `--deploy`, `--memory`) are kept.
  const kept = [
    scaleHeading('postgres'),
    scaleHeading('pglite'),
    '## Several processes behind nginx',
    MEMORY_HEADING,
  ].map(readSection);
  fs.writeFileSync('BENCHMARKS.md', report);
  for (const section of kept) if (section) writeSection(section);
  writeSection(ordersSection(await measureOrders()));
  writeSection(paymentLifecycleSection(await measurePaymentLifecycle()));
  writeSection(rpcBudgetSection(await measureRpcBudget()));
  writeSection(paymentWatchSection(await measurePaymentWatch()));
  writeSection(nameLookupSection(await measureNameLookups()));
  writeSection(abuseSection(await measureAbuse()));
  console.log(fs.readFileSync('BENCHMARKS.md', 'utf8'));
} finally {
  await server.stop();
}
