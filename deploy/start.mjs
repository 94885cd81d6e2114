#!/usr/bin/env node
// Starts the site as it is deployed: nginx on PORT (default 8080) in front of PROCESSES app processes (default 2)
// on one PostgreSQL (DATABASE_URL). Builds first when there is no production build, or none for this SITE_URL.
// Ctrl-C stops it all.
// Usage: DATABASE_URL=postgres://… npm run deploy:local
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { changedBuildSettings } from '../server/build-settings.mjs';
import { findJemalloc, startLocalDeployment } from './local.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT || 8080);
const processes = Number(process.env.PROCESSES || 2);
const firstAppPort = Number(process.env.FIRST_APP_PORT || 3301);

/** @type {Record<string, string>} */
const siteEnv = process.env.SITE_URL ? {} : { SITE_URL: `http://localhost:${port}` };
const distDir = path.join(root, process.env.NEXT_DIST_DIR || '.next');
if (
  !fs.existsSync(path.join(distDir, 'BUILD_ID')) ||
  changedBuildSettings(distDir, { ...process.env, ...siteEnv }).length > 0
) {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, ...siteEnv },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

let deployment;
try {
  deployment = await startLocalDeployment({
    databaseUrl: process.env.DATABASE_URL,
    processes,
    port,
    firstAppPort,
    env: siteEnv,
  });
} catch (error) {
  console.error(`\nThe deployment could not start: ${error instanceof Error ? error.message : error}\n`);
  process.exit(1);
}
console.log(`\nRetailverse on ${deployment.url} (nginx) → ${deployment.appUrls.join(', ')} on one PostgreSQL`);
console.log(
  findJemalloc()
    ? 'Memory: jemalloc.\n'
    : 'Memory: glibc with two arenas (install libjemalloc2 for jemalloc, which gives freed memory back).\n',
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await deployment.stop();
    process.exit(0);
  });
}
