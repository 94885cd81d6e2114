#!/usr/bin/env node
// Checks a newer Next.js against server/ before the pin in package.json moves (docs/architecture.md, "Upgrading
// Next.js"). server/ reaches into Next's internals (server/next-internals.mjs), which no semver promises: this copies
// the tree to a scratch directory, installs the given version there (`--no-save`), and runs the server's unit tests,
// then the server's browser tests against a production build. The working tree is left untouched.
// Usage: node scripts/upgrade-check.mjs <next-version> [--react <react-version>] [--skip-e2e]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const version = args[0];
if (!version || version.startsWith('-')) {
  console.error('Usage: node scripts/upgrade-check.mjs <next-version> [--react <react-version>] [--skip-e2e]');
  process.exit(2);
}
const reactAt = args.indexOf('--react');
const reactVersion = reactAt >= 0 ? args[reactAt + 1] : null;
const skipE2e = args.includes('--skip-e2e');

/** The browser specs that exercise server/ (headers, the page cache, the wrapped server as a whole). */
const SERVER_SPECS = ['tests/e2e/server-headers-cache.spec.ts', 'tests/e2e/smoke.spec.ts'];

const root = path.resolve(import.meta.dirname, '..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `retailverse-next-${version}-`));
const skipped = new Set(['node_modules', '.git', 'data', 'test-results', 'playwright-report']);
fs.cpSync(root, scratch, {
  recursive: true,
  filter: (source) => {
    const name = path.basename(source);
    return !skipped.has(name) && !name.startsWith('.next');
  },
});
console.log(`[upgrade-check] scratch copy: ${scratch}`);

/**
 * @param {string} command
 * @param {string[]} commandArgs
 * @param {Record<string, string>} [env]
 */
function run(command, commandArgs, env = {}) {
  console.log(`[upgrade-check] ${command} ${commandArgs.join(' ')}`);
  const result = spawnSync(command, commandArgs, { cwd: scratch, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`[upgrade-check] failed: ${command} ${commandArgs.join(' ')} (scratch copy kept at ${scratch})`);
    process.exit(result.status ?? 1);
  }
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
run(npm, ['ci', '--no-audit', '--no-fund']);
const packages = [`next@${version}`, `@next/eslint-plugin-next@${version}`];
if (reactVersion) packages.push(`react@${reactVersion}`, `react-dom@${reactVersion}`);
run(npm, ['install', '--no-save', '--no-audit', '--no-fund', ...packages]);
run(npm, ['run', 'typecheck']);
run(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', 'tests/unit/server']);
if (!skipE2e) run(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...SERVER_SPECS]);

fs.rmSync(scratch, { recursive: true, force: true });
console.log(`[upgrade-check] next@${version} passes the server's checks: move the pin in package.json.`);
