#!/usr/bin/env node
// `npm run build`: the production build (next build), then V8 compile hints on its client chunks and brotli
// copies of its scripts and styles (in that order: the copies are of the hinted chunks).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { recordBuildSettings } from '../server/build-settings.mjs';
import { addCompileHints } from './compile-hints.mjs';
import { precompressStatic } from './precompress.mjs';

const next = path.join('node_modules', 'next', 'dist', 'bin', 'next');
const build = spawnSync(process.execPath, [next, 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const distDir = process.env.NEXT_DIST_DIR || '.next';
recordBuildSettings(distDir);
console.log(`compile hints: ${addCompileHints(distDir)} client chunks marked for eager compilation`);
console.log(`brotli: ${await precompressStatic(distDir)} scripts and styles precompressed`);
