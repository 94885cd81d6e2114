#!/usr/bin/env node
// `npm start`: builds first when no production build exists (or when a setting its prerendered pages show,
// such as SITE_URL, changed since), then serves on PORT (default 3000) through
// server/main.mjs (Next.js behind the rendered-output cache and the security headers).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { changedBuildSettings, describeChangedSettings } from '../server/build-settings.mjs';

const distDir = process.env.NEXT_DIST_DIR || '.next';

const changed = fs.existsSync(path.join(distDir, 'BUILD_ID')) ? changedBuildSettings(distDir) : null;
if (changed === null || changed.length > 0) {
  console.log(
    changed === null
      ? 'No production build found: building first (this takes a few minutes the first time).'
      : `${describeChangedSettings(changed)}: building again, since the prerendered pages show it.`,
  );
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('../server/main.mjs');
