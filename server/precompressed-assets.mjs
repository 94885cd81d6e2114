/** @import { IncomingMessage, ServerResponse } from 'node:http' */
import fs from 'node:fs';
import path from 'node:path';
import { notModified } from './not-modified.mjs';

const STATIC_PREFIX = '/_next/static/';
/** The files the build keeps a brotli copy of (scripts/precompress.mjs), by extension, with their types. */
/** @type {Record<string, string>} */
export const PRECOMPRESSED_TYPES = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
};
// The build's file names carry a content hash: a file under /_next/static never changes.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The brotli copies of the build's scripts and styles (scripts/precompress.mjs), served in place of Next.js's
 * gzip to browsers that accept brotli. `serve` answers and returns true, or returns false and leaves the
 * request to Next.js (another encoding, another method, a file without a brotli copy).
 * @param {string} staticDir
 * @returns {{ serve(request: IncomingMessage, response: ServerResponse, pathname: string, encoding: 'br' | 'gzip' | null): boolean }}
 */
export function createPrecompressedAssets(staticDir) {
  const root = path.resolve(staticDir);
  /** @type {Map<string, { file: string; type: string; size: number; etag: string }>} */
  const known = new Map();

  /** @param {string} pathname */
  function lookup(pathname) {
    if (!pathname.startsWith(STATIC_PREFIX)) return null;
    let relative;
    try {
      relative = decodeURIComponent(pathname.slice(STATIC_PREFIX.length));
    } catch {
      return null;
    }
    const type = PRECOMPRESSED_TYPES[path.extname(relative)];
    if (!type || relative.includes('\0')) return null;
    if (known.has(relative)) return known.get(relative);
    const file = path.resolve(root, relative);
    if (!file.startsWith(root + path.sep)) return null;
    let stat;
    try {
      stat = fs.statSync(`${file}.br`);
    } catch {
      return null;
    }
    if (!stat.isFile()) return null;
    const asset = {
      file: `${file}.br`,
      type,
      size: stat.size,
      etag: `W/"br-${stat.size.toString(16)}-${Math.trunc(stat.mtimeMs).toString(16)}"`,
    };
    // Only files that exist are remembered: the set is the build's, so it stays small.
    known.set(relative, asset);
    return asset;
  }

  /**
   * @param {IncomingMessage} request
   * @param {ServerResponse} response
   * @param {string} pathname
   * @param {'br' | 'gzip' | null} encoding
   * @returns {boolean}
   */
  function serve(request, response, pathname, encoding) {
    if (encoding !== 'br' || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    const asset = lookup(pathname);
    if (!asset) return false;
    response.setHeader('Content-Type', asset.type);
    response.setHeader('Cache-Control', IMMUTABLE);
    response.setHeader('Vary', 'Accept-Encoding');
    response.setHeader('ETag', asset.etag);
    if (notModified(request.headers, asset.etag)) {
      response.writeHead(304);
      response.end();
      return true;
    }
    response.setHeader('Content-Encoding', 'br');
    response.setHeader('Content-Length', asset.size);
    response.writeHead(200);
    if (request.method === 'HEAD') {
      response.end();
      return true;
    }
    fs.createReadStream(asset.file)
      .on('error', () => response.destroy())
      .pipe(response);
    return true;
  }

  return { serve };
}
