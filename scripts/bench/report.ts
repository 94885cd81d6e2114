import type { LighthouseScores } from './lighthouse';
import type { LoadResult } from './load';
import type { PageWeight } from './page-weight';
import type { SpendResult } from './spend';

export const TARGETS = {
  cachedRatio: 0.5,
  lighthouse: 95,
  contentJsGzipBytes: 200 * 1024,
  firstAnswerMs: 10_000,
  spendP99Ms: 100,
};

interface Report {
  date: Date;
  startToFirstAnswerMs: number;
  peakRssBytes: number;
  load: LoadResult[];
  weights: PageWeight[];
  lighthouse: LighthouseScores[];
  /** The browser Lighthouse drove, as `chromium --version` prints it. */
  browser: string;
  spends: SpendResult[];
}

const METRIC_LABELS: Record<string, string> = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'Speed Index',
};

const metricValue = (id: string, value: number) =>
  id === 'cumulative-layout-shift' ? value.toFixed(3) : `${Math.round(value)} ms`;

/** Where each page's performance points go: the metrics of its median run, and the ones that cost points. */
function performanceBreakdown(lighthouse: LighthouseScores[]): string[] {
  const ids = Object.keys(METRIC_LABELS);
  return [
    '### Where the performance points go (the median run of each page)',
    '',
    `| page | ${ids.map((id) => METRIC_LABELS[id]).join(' | ')} | points lost, by metric | CPU benchmark index |`,
    `| --- | ${ids.map(() => '---:').join(' | ')} | --- | ---: |`,
    ...lighthouse.map((l) => {
      const values = ids.map((id) => {
        const metric = l.metrics.find((m) => m.id === id);
        return metric ? metricValue(id, metric.value) : '–';
      });
      const losses = [...l.metrics]
        .filter((m) => m.pointsLost >= 0.5)
        .sort((a, b) => b.pointsLost - a.pointsLost)
        .map((m) => `${METRIC_LABELS[m.id] ?? m.id} ${m.pointsLost.toFixed(1)}`);
      return `| \`${l.path}\` | ${values.join(' | ')} | ${losses.join(', ') || 'none'} | ${Math.round(l.benchmarkIndex)} |`;
    }),
    '',
    'Lighthouse simulates a mid-range phone: 4× slower CPU than this machine and a slow 4G network. Total Blocking',
    'Time is the main-thread work after the first paint (script evaluation, React hydration, layout) beyond 50 ms a',
    'task; the CPU benchmark index says how fast this machine ran during that run (it varies from run to run on',
    'a shared 2-core machine, and the simulated CPU scales with it).',
    '',
  ];
}

const verdict = (ok: boolean) => (ok ? 'meets target' : '**misses target**');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function renderReport(r: Report): string {
  const staticRps = r.load.find((l) => l.name === 'static file')?.requestsPerSecond ?? 1;
  const lines = [
    '# Benchmarks',
    '',
    `Written by \`npm run bench\` on ${r.date.toISOString()} (2 cores; production build, fresh embedded database).`,
    '',
    '## Throughput (autocannon, 50 connections, 10 s)',
    '',
    '| what | path | req/s | p50 ms | p99 ms | errors | non-2xx | ratio to static | verdict |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...r.load.map((l) => {
      const ratio = l.requestsPerSecond / staticRps;
      const clean = l.errors === 0 && l.non2xx === 0;
      const judged =
        l.name === 'static file' ? (clean ? '' : verdict(false)) : verdict(clean && ratio >= TARGETS.cachedRatio);
      return `| ${l.name} | \`${l.path}\` | ${l.requestsPerSecond} | ${l.p50Ms} | ${l.p99Ms} | ${l.errors} | ${l.non2xx} | ${ratio.toFixed(2)} | ${judged} |`;
    }),
    '',
    `Target: cached pages and /api/domains at ≥ ${TARGETS.cachedRatio}× the static file's req/s, with no errors and no non-2xx answers.`,
    '',
    '## Ticket spends (day passes through the ledger, 50 concurrent callers, one wallet each, after one untimed spend per caller)',
    '',
    '| engine | spends | spends/s | p50 ms | p99 ms | verdict |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    ...r.spends.map(
      (s) =>
        `| ${s.engine} | ${s.count} | ${s.perSecond} | ${s.p50Ms} | ${s.p99Ms} | ${
          s.engine === 'PostgreSQL' ? verdict(s.p99Ms < TARGETS.spendP99Ms) : 'measured (one connection: spends queue)'
        } |`,
    ),
    '',
    `Goal: p99 < ${TARGETS.spendP99Ms} ms on PostgreSQL (the engine for traffic of this size). PostgreSQL runs only when \`DATABASE_URL\` is set.`,
    '',
    '## JavaScript each page loads (gzip)',
    '',
    '| page | scripts | JS gzip | as sent (brotli) | wallet code | verdict |',
    '| --- | ---: | ---: | ---: | --- | --- |',
    ...r.weights.map((w) => {
      const content = w.path !== '/retail-tickets';
      const ok = !content || (w.jsGzipBytes <= TARGETS.contentJsGzipBytes && !w.walletCode);
      return `| \`${w.path}\` | ${w.scripts} | ${kb(w.jsGzipBytes)} | ${kb(w.jsSentBytes)} | ${w.walletCode ? 'yes' : 'no'} | ${verdict(ok)} |`;
    }),
    '',
    `Target: content pages ≤ ${kb(TARGETS.contentJsGzipBytes)} gzip and free of wallet code (/retail-tickets loads it on demand).`,
    '',
    `## Lighthouse (mobile, median of ${r.lighthouse[0]?.performanceRuns.length ?? 0} runs)`,
    '',
    `${r.browser}, a fresh browser profile for every run (Lighthouse's own temporary profile: no cache, no fonts or`,
    'scripts kept from an earlier run).',
    '',
    ...(r.lighthouse.length
      ? [
          '| page | performance | every run | accessibility | best practices | SEO | verdict |',
          '| --- | ---: | --- | ---: | ---: | ---: | --- |',
          ...r.lighthouse.map((l) => {
            const ok = [l.performance, l.accessibility, l.bestPractices, l.seo].every((s) => s >= TARGETS.lighthouse);
            return `| \`${l.path}\` | ${l.performance} | ${l.performanceRuns.join(', ')} | ${l.accessibility} | ${l.bestPractices} | ${l.seo} | ${verdict(ok)} |`;
          }),
        ]
      : ['Not run (`--no-lighthouse`).']),
    '',
    `Target: every score ≥ ${TARGETS.lighthouse}.`,
    '',
    ...(r.lighthouse.length ? performanceBreakdown(r.lighthouse) : []),
    '## Start and memory',
    '',
    `- Start to first answer on an empty data dir: ${Math.round(r.startToFirstAnswerMs)} ms — ${verdict(r.startToFirstAnswerMs < TARGETS.firstAnswerMs)} (< ${TARGETS.firstAnswerMs / 1000} s).`,
    `- Peak server memory (RSS) during the run: ${(r.peakRssBytes / 1024 / 1024).toFixed(0)} MB.`,
    '',
  ];
  return lines.join('\n');
}
