#!/usr/bin/env node
// The production server: Next.js behind the rendered-output cache and the security headers (server/*.mjs).
// Usage: node server/main.mjs [-p PORT] [-H HOSTNAME]   (PORT defaults to $PORT, then 3000)
import http from 'node:http';
import path from 'node:path';

// As `next start` does; set before Next.js and React load, since they read it when imported.
// (Next.js's types declare NODE_ENV read-only.)
/** @type {Record<string, string | undefined>} */ (process.env).NODE_ENV = 'production';
const { releaseAbortReasonStacks } = await import('./abort-reasons.mjs');
releaseAbortReasonStacks();
const { default: next } = await import('next');
const { answerClientError, createRequestHandler } = await import('./request-handler.mjs');
const { prerenderedScriptSources, readPrerenderedPages } = await import('./prerendered-pages.mjs');
const { changedBuildSettings, describeChangedSettings } = await import('./build-settings.mjs');
const { buildHasServerActions } = await import('./server-actions.mjs');

/**
 * @param {string[]} flags
 * @param {string | undefined} fallback
 */
function option(flags, fallback) {
  const args = process.argv.slice(2);
  const at = args.findIndex((arg) => flags.includes(arg));
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
}

const port = Number(option(['-p', '--port'], process.env.PORT || '3000'));
const hostname = option(['-H', '--hostname'], undefined);
const dir = path.resolve(import.meta.dirname, '..');
const distDir = path.join(dir, process.env.NEXT_DIST_DIR || '.next');
// The defaults of lib/env.ts (which checks both at start): this file runs outside the TypeScript build.
const siteUrl = process.env.SITE_URL || 'http://localhost:3000';
const cacheSeconds = Number(process.env.CATALOG_CACHE_SECONDS ?? '30');

const server = http.createServer();
// Given the server, Next.js does not look for it on a request's socket: renders for the cache have none.
const app = next({ dev: false, dir, hostname: hostname ?? 'localhost', port, httpServer: server });
try {
  await app.prepare();
} catch (error) {
  console.error(`\nThe server could not start: ${error instanceof Error ? error.message : error}\n`);
  process.exit(1);
}

const changedSettings = changedBuildSettings(distDir);
if (changedSettings.length > 0) {
  console.warn(
    `[server] ${describeChangedSettings(changedSettings)}: the pages prerendered at build still show the old value. Run \`npm run build\` with this environment.`,
  );
}

const onRequest = createRequestHandler({
  handle: app.getRequestHandler(),
  production: process.env.NODE_ENV === 'production',
  ttlMs: Number.isFinite(cacheSeconds) && cacheSeconds > 0 ? cacheSeconds * 1000 : 0,
  upgradeInsecureRequests: siteUrl.startsWith('https:'),
  trustedProxyList: process.env.TRUSTED_PROXIES ?? '',
  siteUrl,
  serverActions: buildHasServerActions(distDir),
  staticDir: path.join(distDir, 'static'),
  prerenderedSources: prerenderedScriptSources(readPrerenderedPages(distDir)),
});
server.on('request', (request, response) => {
  onRequest(request, response).catch((error) => {
    console.error('[server] request failed:', error);
    if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Something went wrong on our side. Please try again.');
  });
});
server.on('clientError', (error, socket) =>
  answerClientError(error, socket, { production: process.env.NODE_ENV === 'production' }),
);
server.on('error', (error) => {
  console.error(`\nThe server could not listen on port ${port}: ${error.message}\n`);
  process.exit(1);
});
server.listen(port, hostname, () => {
  console.log(`▲ Retailverse ready on http://${hostname ?? 'localhost'}:${port}`);
});

let stopping = false;
/** @param {NodeJS.Signals} signal */
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`[server] ${signal}: finishing open requests...`);
  const forced = setTimeout(() => process.exit(0), 10_000);
  forced.unref();
  server.close();
  server.closeIdleConnections?.();
  try {
    // The embedded database is closed cleanly so the next start needs no recovery (lib/db keeps it on globalThis).
    const { PROCESS_STATE, peekProcessState } = await import('../lib/process-state.mjs');
    const state = /** @type {{ opening?: Promise<{ close?: () => Promise<void> }> } | undefined} */ (
      peekProcessState(PROCESS_STATE.db)
    );
    const database = await state?.opening;
    await database?.close?.();
  } catch {
    // Not open, or already failing: nothing to flush.
  }
  process.exit(0);
}
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => void stop(signal));
