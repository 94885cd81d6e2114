import fs from 'node:fs';
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PageCache } from '@/server/page-cache.mjs';
import { startWrappedServer, type WrappedServer } from './wrapped-server';

const catalog = ((globalThis as { [key: symbol]: unknown })[Symbol.for('retailverse.catalog-cache')] ??= {
  entries: new Map(),
  generation: 0,
  fallbackReads: 0,
}) as { generation: number; fallbackReads: number };

/** Plays Next.js: counts renders, echoes the nonce it was given, and can be told to fall back mid-render. */
let renders = 0;
let fallBackDuringRender = false;
const seenCookies: (string | undefined)[] = [];
async function fakeNext(request: IncomingMessage, response: ServerResponse) {
  renders++;
  seenCookies.push(request.headers.cookie);
  if (fallBackDuringRender) catalog.fallbackReads++;
  const nonce = /'nonce-([^']+)'/.exec(String(request.headers['content-security-policy'] ?? ''))?.[1];
  if (request.url?.startsWith('/api/')) {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ render: renders }));
    return;
  }
  if (request.url === '/wiki/missing') response.statusCode = 404;
  if (request.url === '/vault') response.setHeader('set-cookie', 'voter=1');
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.end(
    `<html><body>render ${renders}<script${nonce ? ` nonce="${nonce}"` : ''}>self.n=${renders}</script></body></html>`,
  );
}

let wrapped: WrappedServer;
let base = '';
const cache = new PageCache();

/** A build's static folder: one chunk with its brotli copy, one without. */
const APP_CHUNK = '(globalThis.TURBOPACK||=[]).push(["app"]);'.repeat(20);
const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-'));
const staticDir = path.join(buildDir, 'static');
fs.mkdirSync(path.join(staticDir, 'chunks'), { recursive: true });
fs.writeFileSync(path.join(staticDir, 'chunks', 'app.js'), APP_CHUNK);
fs.writeFileSync(path.join(staticDir, 'chunks', 'app.js.br'), brotliCompressSync(APP_CHUNK));
fs.writeFileSync(path.join(staticDir, 'chunks', 'plain.js'), 'plain()');
fs.writeFileSync(path.join(buildDir, 'secret.js.br'), 'not part of the build');

beforeAll(async () => {
  wrapped = await startWrappedServer({ handle: fakeNext, staticDir, cache });
  base = wrapped.base;
});
afterAll(async () => {
  await wrapped.close();
  fs.rmSync(buildDir, { recursive: true, force: true });
});
beforeEach(() => {
  cache.clear();
  renders = 0;
  fallBackDuringRender = false;
  seenCookies.length = 0;
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });

/** A request whose answer is read as sent: no decompression. */
function rawGet(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status?: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .request(`${base}${path}`, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject)
      .end();
  });
}

describe('the rendered-output cache in front of Next.js', () => {
  it('renders a cacheable page once and serves it again, with hashes for its inline scripts', async () => {
    const first = await get('/domains');
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(await first.text()).toContain('render 1');
    const second = await get('/domains');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(await second.text()).toContain('render 1');
    expect(renders).toBe(1);
    expect(second.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-[^']+'/);
  });

  it('renders again once the catalogue changes', async () => {
    await get('/wiki/jpegdealer');
    catalog.generation++;
    const after = await get('/wiki/jpegdealer');
    expect(after.headers.get('x-cache')).toBe('MISS');
    expect(await after.text()).toContain('render 2');
  });

  it('does not keep a page rendered from fallback data', async () => {
    fallBackDuringRender = true;
    await get('/directory');
    fallBackDuringRender = false;
    expect((await get('/directory')).headers.get('x-cache')).toBe('MISS');
    expect(renders).toBe(2);
  });

  it('renders concurrent misses of one page once', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => get('/marketplace').then((r) => r.text())));
    expect(renders).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('renders as an anonymous visitor: cookies are not passed on, and answers that set cookies are not kept', async () => {
    await get('/domains', { cookie: 'rv_session=secret' });
    expect(seenCookies).toEqual([undefined]);
    const vault = await get('/vault');
    expect(vault.headers.get('set-cookie')).toBeNull();
    expect((await get('/vault')).headers.get('x-cache')).toBe('BYPASS');
  });

  it('passes error pages through without keeping them', async () => {
    expect((await get('/wiki/missing')).status).toBe(404);
    expect((await get('/wiki/missing')).headers.get('x-cache')).toBe('BYPASS');
    expect(renders).toBe(2);
  });

  it('serves brotli to clients that accept it, gzip to those that take only gzip, and plain text to others', async () => {
    await get('/basement');
    const br = await rawGet('/basement', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toContain('render 1');
    const gzip = await rawGet('/basement', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toContain('render 1');
    const plain = await rawGet('/basement', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('render 1');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(renders).toBe(1);
  });

  it('gives every page it does not cache a fresh nonce, matching its policy', async () => {
    const nonces = [];
    for (let i = 0; i < 2; i++) {
      const response = await get('/retail-tickets');
      expect(response.headers.get('x-cache')).toBeNull();
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
      expect(await response.text()).toContain(`nonce="${nonce}"`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('ignores a policy or cache-fill header sent by a client', async () => {
    const response = await get('/retailpass', {
      'content-security-policy': "script-src 'nonce-evil'",
      'x-retailverse-cache-fill': 'guess',
    });
    expect(await response.text()).not.toContain('nonce="evil"');
    expect((await get('/domains', { 'x-retailverse-cache-fill': 'guess' })).headers.get('x-cache')).toBe('MISS');
  });

  it('puts the hardening headers on API answers, with a policy that runs nothing', async () => {
    const response = await get('/api/domains');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=/);
    expect((await get('/api/domains')).headers.get('x-cache')).toBe('HIT');
  });
});

describe("the build's brotli copies of its scripts and styles", () => {
  const chunk = '/_next/static/chunks/app.js';

  it('are sent to browsers that accept brotli, with a policy that runs nothing and a year of caching', async () => {
    const answer = await rawGet(chunk, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(brotliDecompressSync(answer.body).toString()).toBe(APP_CHUNK);
    expect(renders).toBe(0);
  });

  it('answer a revalidation with 304 and a HEAD request without a body', async () => {
    const { headers } = await rawGet(chunk, { 'accept-encoding': 'br' });
    const revalidated = await rawGet(chunk, { 'accept-encoding': 'br', 'if-none-match': String(headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    const head = await rawGet(chunk, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(headers['content-length']);
    expect(head.body.length).toBe(0);
    expect(renders).toBe(0);
  });

  it('leave to Next.js the clients without brotli, the files without a copy and paths outside the build', async () => {
    expect((await rawGet(chunk, { 'accept-encoding': 'gzip' })).headers['content-encoding']).not.toBe('br');
    expect((await rawGet(chunk, { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).not.toBe('br');
    expect(
      (await rawGet('/_next/static/chunks/plain.js', { 'accept-encoding': 'br' })).headers['content-encoding'],
    ).toBeUndefined();
    // The static folder's parent holds a secret.js.br: a path that climbs out of the build must not reach it.
    const outside = await rawGet('/_next/static/chunks/..%2F..%2Fsecret.js', { 'accept-encoding': 'br' });
    expect(outside.headers['content-encoding']).toBeUndefined();
    expect(outside.body.toString()).not.toContain('not part of the build');
    const malformed = await rawGet('/_next/static/chunks/%E0%A4%A.js', { 'accept-encoding': 'br' });
    expect(malformed.status).toBe(400);
    expect(malformed.headers['content-encoding']).toBeUndefined();
    expect(renders).toBe(4);
  });
});
