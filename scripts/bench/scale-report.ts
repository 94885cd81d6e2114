// The section `npm run bench -- --scale` writes to BENCHMARKS.md (scripts/bench/scale.ts measures it).
import os from 'node:os';
import type { ScaleResult } from './scale';

/** At 100 clients at once (the 1- and 10-client rows have none): requests/s at least, p99 under. */
const CONCURRENT_TARGETS: Record<string, { rps: number; p99: number }> = {
  'API /api/domains?search=': { rps: 300, p99: 1000 },
  'page /domains?q=': { rps: 150, p99: 1500 },
};

const ms = (value: number) => `${value.toFixed(1)} ms`;

const engineName = (engine: ScaleResult['engine']) => (engine === 'postgres' ? 'PostgreSQL' : 'PGlite');

/** One section per engine: a PGlite run does not replace the PostgreSQL figures. */
export const scaleHeading = (engine: ScaleResult['engine']) => `## Catalogue at scale (${engineName(engine)})`;

const IMPORTED_BY = 'the run that imported this database';

/**
 * The import's lines: measured by this run, or, when it read a database an earlier run imported and kept
 * (BENCH_SCALE_DATABASE_URL), carried over from that run's section with its date.
 */
function importLines(r: ScaleResult, factor: number, previous: string[] | null): string[] {
  if (Number.isNaN(r.importSeconds)) {
    const measured = /Measured (\S+)/.exec(previous?.join('\n') ?? '')?.[1] ?? 'an earlier run';
    const kept = (previous ?? []).filter((line) => /^- (Import of|Staging rate)/.test(line));
    return kept.length
      ? kept.map((line) =>
          line.includes(IMPORTED_BY)
            ? line
            : `${line.replace(/\.$/, '')} (measured ${measured.replace(/\.$/, '')}, ${IMPORTED_BY}).`,
        )
      : ['- Import: not measured (this run read a database an earlier run imported).'];
  }
  const perMillion = r.importSeconds / (r.names / 1_000_000);
  return [
    `- Import of ${r.names.toLocaleString('en-US')} CSV rows: ${r.importSeconds.toFixed(1)} s, ` +
      `${Math.round(r.names / r.importSeconds).toLocaleString('en-US')} rows/s, ${perMillion.toFixed(1)} s per million ` +
      `(targets: < ${300 * factor} s at 1,000,000; ≤ 20 minutes at 10,000,000${
        r.names >= 10_000_000 ? `: ${r.importSeconds <= 1200 ? 'met' : 'missed'}` : ''
      }).`,
    `- Staging rate by million rows of the file: ${r.importRates.map((rate, i) => `${i + 1}: ${Math.round(rate).toLocaleString('en-US')} rows/s`).join(' · ')} ` +
      "(from the CLI's progress lines, every 5 s; the commit follows).",
  ];
}

export function scaleSection(r: ScaleResult, previous: string[] | null, measuredAt = new Date()): string[] {
  // The targets are set for PostgreSQL at 1,000,000 names; the embedded PGlite at 100,000 is held to twice them.
  const factor = r.engine === 'postgres' ? 1 : 2;
  const targets: Record<string, number> = {
    '/domains filters, sort, page 2 and 2,000': 100 * factor,
    '/api/domains pages (cursor)': 50 * factor,
  };
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
    `The same mix with 1, 10 and 100 clients at once (autocannon: each takes the next search when its answer is read), ${
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
    ...importLines(r, factor, previous),
    `- Server RSS after the run${r.via === 'nginx' ? ' (both app processes)' : ''}: ${Math.round(r.rssAfterBytes / 1024 / 1024)} MB (target < ${600 * factor} MB${r.via === 'nginx' ? ' each' : ''}).`,
  ];
}
