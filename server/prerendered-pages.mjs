import fs from 'node:fs';
import path from 'node:path';
import { inlineScriptHashes } from './inline-scripts.mjs';

// The pages Next.js prerendered at build and serves as they are (routes of the build's prerender manifest
// that are never revalidated). Their HTML cannot carry a per-answer nonce, so the policy of each lists the
// hashes of its inline scripts, read once from the build's own files.

/** The pages Next.js sends for an address no route matches, and when the root layout itself fails. */
const FALLBACK_ROUTES = ['/_not-found', '/_global-error'];

/**
 * Where the build keeps a prerendered route's HTML.
 * @param {string} distDir
 * @param {string} route
 */
function prerenderedHtmlPath(distDir, route) {
  return path.join(distDir, 'server', 'app', `${route === '/' ? '/index' : route}.html`);
}

/**
 * route → hashes of its inline scripts, for every fully static page of the build in `distDir`.
 * @param {string} distDir
 * @returns {Map<string, string[]>}
 */
export function readPrerenderedPages(distDir) {
  /** @type {Map<string, string[]>} */
  const pages = new Map();
  /** @type {{ routes?: Record<string, { initialRevalidateSeconds: number | false }> }} */
  let manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8'));
  } catch {
    return pages;
  }
  for (const [route, { initialRevalidateSeconds }] of Object.entries(manifest.routes ?? {})) {
    if (initialRevalidateSeconds !== false) continue;
    let html;
    try {
      html = fs.readFileSync(prerenderedHtmlPath(distDir, route), 'utf8');
    } catch {
      continue;
    }
    pages.set(route, inlineScriptHashes(html));
  }
  return pages;
}

/**
 * The script sources a page's policy adds to its nonce: a prerendered page's own hashes; for any other path,
 * those of the prerendered 404 and global error pages, which Next.js may send in its stead.
 * @param {Map<string, string[]>} pages
 * @returns {(pathname: string) => string[]}
 */
export function prerenderedScriptSources(pages) {
  const fallbacks = [...new Set(FALLBACK_ROUTES.flatMap((route) => pages.get(route) ?? []))];
  return (pathname) => {
    const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    return pages.get(route) ?? fallbacks;
  };
}
