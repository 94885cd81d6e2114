#!/usr/bin/env node
// `npm start`: builds first when no production build exists, then serves on PORT (default 3000) through
// server/main.mjs (Next.js behind the rendered-output cache and the security headers).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const distDir = process.env.NEXT_DIST_DIR || '.next';

if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) {
  console.log('No production build found: building first (this takes a few minutes the first time).');
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('../server/main.mjs');
