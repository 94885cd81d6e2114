#!/usr/bin/env node
// `npm test`: type check, lint, format and dead-code check, unit and integration tests (Vitest), then the browser tests
// (Playwright, Debian's Chromium).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
const run = (label, command, args, env = {}) => {
  console.log(`\n━━ ${label} ━━`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
};

const node = process.execPath;
/** @type {[string, boolean][]} */
const results = [];
results.push(['typescript', run('Type check', node, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.'])]);
results.push([
  'lint (eslint + prettier + knip)',
  run('Lint', node, ['node_modules/eslint/bin/eslint.js', '.']) &&
    run('Format check', node, ['node_modules/prettier/bin/prettier.cjs', '--check', '.']) &&
    run('Dead code (knip)', node, ['node_modules/knip/bin/knip.js']) &&
    run('Code only tests use (knip --production)', node, ['node_modules/knip/bin/knip.js', '--production']),
]);
// The failed tests are named again in the summary: CI shows only the end of the output.
const vitestReport = 'tmp/vitest-report.json';
fs.rmSync(vitestReport, { force: true });
results.push([
  'vitest (unit + integration)',
  run('Unit and integration tests', node, [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ]),
]);

/** The failed tests of the Vitest run, as "file > test: first line of the error". */
function vitestFailures() {
  if (!fs.existsSync(vitestReport)) return [];
  try {
    return readFailures();
  } catch (error) {
    return [`(its report could not be read: ${error})`];
  }
}

function readFailures() {
  /** @type {{ testResults: { name: string, message?: string, assertionResults: { status: string, fullName: string, failureMessages: string[] }[] }[] }} */
  const report = JSON.parse(fs.readFileSync(vitestReport, 'utf8'));
  return report.testResults.flatMap((file) => {
    const where = file.name.replace(`${process.cwd()}/`, '');
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    if (!failed.length && file.message) return [`${where}: ${file.message.split('\n')[0]}`];
    return failed.map((test) => `${where} > ${test.fullName}: ${(test.failureMessages[0] ?? '').split('\n')[0]}`);
  });
}

const chromium = run('Chromium check', node, ['scripts/ensure-chromium.mjs']);
results.push(['chromium', chromium]);
if (chromium) {
  results.push([
    'playwright (e2e)',
    run('Browser tests', node, ['node_modules/@playwright/test/cli.js', 'test'], {
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    }),
  ]);
}
console.log('\n━━ Summary ━━');
for (const [label, ok] of results) console.log(`${ok ? 'PASS' : 'FAIL'}  ${label}`);
for (const failure of vitestFailures()) console.log(`  vitest failed: ${failure}`);
process.exit(results.every(([, ok]) => ok) ? 0 : 1);
