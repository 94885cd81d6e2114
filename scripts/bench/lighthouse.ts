import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { ensureBenchTools } from './tools';

/** One metric of the performance score: its value and the score points its shortfall costs. */
export interface PerformanceMetric {
  id: string;
  value: number;
  pointsLost: number;
}

export interface LighthouseScores {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** The metrics of the run whose performance score is the median. */
  metrics: PerformanceMetric[];
  /** Lighthouse's measure of this machine's CPU speed during that run (higher is faster). */
  benchmarkIndex: number;
  /** Every run's performance score, lowest first (one entry for a single run). */
  performanceRuns: number[];
}

interface LighthouseReport {
  categories: Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; numericValue?: number }>;
  environment?: { benchmarkIndex?: number };
}

/** Each weighted metric of the performance category, with the points (of 100) it keeps the score from. */
export function performanceMetrics(report: LighthouseReport): PerformanceMetric[] {
  const refs = report.categories.performance?.auditRefs ?? [];
  const totalWeight = refs.reduce((sum, ref) => sum + ref.weight, 0) || 1;
  return refs
    .filter((ref) => ref.weight > 0)
    .map((ref) => {
      const audit = report.audits[ref.id];
      return {
        id: ref.id,
        value: audit?.numericValue ?? 0,
        pointsLost: (100 * ref.weight * (1 - (audit?.score ?? 0))) / totalWeight,
      };
    });
}

/** 'Chromium 142.0.7444.175 built on Debian …', as the browser says it. */
export function chromiumVersion(): string {
  const answer = spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' });
  return answer.status === 0 ? answer.stdout.trim() : `${CHROMIUM_PATH} (version unknown)`;
}

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS].join(' ');

const ATTEMPTS = 3;

/**
 * One Lighthouse run of a page. A run Lighthouse itself could not complete (a runtime error, no score) is
 * tried again, up to ATTEMPTS times, so that one broken run does not count as a score of 0.
 */
export function runLighthouse(baseUrl: string, pagePath: string): LighthouseScores {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const run = runLighthouseOnce(baseUrl, pagePath);
    if (run) return run;
    console.warn(`lighthouse: ${pagePath} gave no score (attempt ${attempt} of ${ATTEMPTS})`);
  }
  return failedRun(pagePath);
}

const failedRun = (pagePath: string): LighthouseScores => ({
  path: pagePath,
  performance: 0,
  accessibility: 0,
  bestPractices: 0,
  seo: 0,
  metrics: [],
  benchmarkIndex: 0,
  performanceRuns: [0],
});

/** Lighthouse 13 (mobile, its default) needs Node >= 22.19: run with the bench's own Node 22. */
function runLighthouseOnce(baseUrl: string, pagePath: string): LighthouseScores | null {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lh-')), 'report.json');
  const tools = ensureBenchTools();
  const result = spawnSync(
    tools.node,
    [
      tools.lighthouseCli,
      `${baseUrl}${pagePath}`,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, encoding: 'utf8' },
  );
  if (!fs.existsSync(out)) throw new Error(`lighthouse failed on ${pagePath}: ${result.stderr.slice(-500)}`);
  const report = JSON.parse(fs.readFileSync(out, 'utf8')) as LighthouseReport;
  if (report.categories.performance?.score == null) return null;
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  return {
    path: pagePath,
    performance: score('performance'),
    performanceRuns: [score('performance')],
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    metrics: performanceMetrics(report),
    benchmarkIndex: report.environment?.benchmarkIndex ?? 0,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Per category, the median of several runs of one page. */
export function medianScores(runs: LighthouseScores[]): LighthouseScores {
  const medianRun = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
  return {
    path: runs[0].path,
    metrics: medianRun.metrics,
    benchmarkIndex: medianRun.benchmarkIndex,
    performanceRuns: runs.map((r) => r.performance).sort((a, b) => a - b),
    performance: median(runs.map((r) => r.performance)),
    accessibility: median(runs.map((r) => r.accessibility)),
    bestPractices: median(runs.map((r) => r.bestPractices)),
    seo: median(runs.map((r) => r.seo)),
  };
}
