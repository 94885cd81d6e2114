import fs from 'node:fs';
import path from 'node:path';

/** The functions Next.js registers for `'use cache'`: server references, but not actions a page can be sent. */
const CACHE_FUNCTION = /^\$\$RSC_SERVER_CACHE_/;

/**
 * Whether the build in `distDir` holds a server action (a `'use server'` function). Without one, a POST Next.js
 * would take as an action (a `Next-Action` header, a multipart form) can only be refused; Next answers a malformed
 * one with a 500 (server/request-handler.mjs refuses it first).
 * @param {string} distDir
 * @returns {boolean}
 */
export function buildHasServerActions(distDir) {
  let manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'server', 'server-reference-manifest.json'), 'utf8'));
  } catch {
    return false;
  }
  const references = [...Object.values(manifest.node ?? {}), ...Object.values(manifest.edge ?? {})];
  return references.some((reference) => !CACHE_FUNCTION.test(String(reference.exportedName ?? '')));
}
