import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '@/server/inline-scripts.mjs';
import { PageCache, cacheKey, isCacheablePath, storableAnswer, toEntry } from '@/server/page-cache.mjs';
import { allowsPreviewFrames, embeddableBySelf, pagePolicy } from '@/server/security-headers.mjs';

const html = (body: string) => ({
  status: 200,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: Buffer.from(body),
});
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inline script hashes', () => {
  it('hashes each inline script once, and skips external scripts and JSON data blocks', () => {
    const page =
      '<script>self.a=1</script><script src="/x.js"></script><script type="application/ld+json">{"a":1}</script>' +
      '<script nonce="n">self.b=2</script><script>self.a=1</script>';
    expect(inlineScriptHashes(page)).toEqual([sha('self.a=1'), sha('self.b=2')]);
  });

  it('hashes the exact text, multi-line and with unicode', () => {
    const body = '\n  self.__next_f.push([1,"ümlaut \\u003c"])\n';
    expect(inlineScriptHashes(`<script>${body}</script>`)).toEqual([sha(body)]);
  });
});

describe('page policy', () => {
  it('lists the given script sources after self and never allows unsafe scripts', () => {
    const policy = pagePolicy({ scriptSources: ["'nonce-abc'"], previewFrames: false, upgradeInsecureRequests: false });
    expect(policy).toContain("script-src 'self' 'nonce-abc'");
    expect(policy).toContain("frame-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it('allows http and https frames only where the website preview is', () => {
    expect(allowsPreviewFrames('/wiki/jpegdealer')).toBe(true);
    expect(allowsPreviewFrames('/domains/jpegdealer')).toBe(false);
    expect(allowsPreviewFrames('/wiki-directory')).toBe(false);
    expect(pagePolicy({ scriptSources: [], previewFrames: true, upgradeInsecureRequests: true })).toMatch(
      /frame-src https: http:;.*upgrade-insecure-requests$/,
    );
  });

  it('lets only the sample websites be framed, and only by this site', () => {
    expect(embeddableBySelf('/sites/jpegdealer')).toBe(true);
    expect(embeddableBySelf('/sites/jpegdealer/x')).toBe(false);
    expect(embeddableBySelf('/wiki/jpegdealer')).toBe(false);
    const policy = pagePolicy({
      scriptSources: [],
      previewFrames: false,
      upgradeInsecureRequests: false,
      embeddable: true,
    });
    expect(policy).toContain("frame-ancestors 'self'");
  });
});

describe('what is cached', () => {
  it('caches the read-mostly pages and never the per-visitor ones', () => {
    for (const path of [
      '/',
      '/domains',
      '/domains/jpegdealer',
      '/wiki/jpegdealer',
      '/directory',
      '/marketplace',
      '/insights/what-is-the-retailverse',
      '/api/domains',
    ]) {
      expect(isCacheablePath(path), path).toBe(true);
    }
    for (const path of [
      '/retail-tickets',
      '/retailpass',
      '/mall',
      '/vote',
      '/fairness',
      '/checkout/jpegdealer',
      '/api/wallet',
      '/api/day-pass',
      '/wiki/a/b',
      // Prerendered at build: Next.js serves them as they are.
      '/guide',
      '/insights',
      '/tools',
    ]) {
      expect(isCacheablePath(path), path).toBe(false);
    }
  });

  it('keeps only 200s of page or JSON types, without cookies, rendered from one catalogue version', () => {
    expect(storableAnswer(html('ok'), '1:0', '1:0')).toBe(true);
    expect(storableAnswer(html('ok'), '1:0', '2:0')).toBe(false);
    expect(storableAnswer({ ...html('gone'), status: 404 }, '1:0', '1:0')).toBe(false);
    expect(
      storableAnswer({ ...html('ok'), headers: { 'content-type': 'text/html', 'set-cookie': ['a=b'] } }, '1:0', '1:0'),
    ).toBe(false);
    expect(storableAnswer({ ...html('ok'), headers: { 'content-type': 'image/png' } }, '1:0', '1:0')).toBe(false);
    expect(storableAnswer({ ...html('x'.repeat(3 * 1024 * 1024)) }, '1:0', '1:0')).toBe(false);
  });

  it('keys on the URL, the kind of bot and the headers a client navigation sends', () => {
    const base = { method: 'GET', url: '/domains?page=2', headers: {} };
    expect(cacheKey(base)).not.toBe(cacheKey({ ...base, url: '/domains?page=3' }));
    expect(cacheKey(base)).not.toBe(cacheKey({ ...base, botType: 'html' }));
    expect(cacheKey(base)).not.toBe(cacheKey({ ...base, headers: { rsc: '1' } }));
    expect(cacheKey(base)).toBe(cacheKey({ ...base, headers: { cookie: 'rv_session=x', 'user-agent': 'other' } }));
  });
});

describe('PageCache', () => {
  const entry = (body: string, version = '1:0') =>
    toEntry({ headers: { 'content-type': 'text/html' }, body: Buffer.from(body) }, version, 0, 1000);

  it('keeps the body plain, gzipped and in brotli, with its script hashes and expiry', () => {
    const kept = entry('<script>self.x=1</script>');
    expect(gunzipSync(kept.gzip).toString()).toBe('<script>self.x=1</script>');
    expect(brotliDecompressSync(kept.br).toString()).toBe('<script>self.x=1</script>');
    expect(kept.scriptHashes).toEqual([sha('self.x=1')]);
    expect(kept.expiresAt).toBe(1000);
  });

  it('drops an entry from an older catalogue version', () => {
    const cache = new PageCache();
    cache.set('a', entry('a', '1:0'));
    expect(cache.get('a', '1:0')).toBeDefined();
    expect(cache.get('a', '2:0')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('evicts the least recently used entries past its limits', () => {
    const cache = new PageCache({ maxEntries: 2 });
    cache.set('a', entry('a'));
    cache.set('b', entry('b'));
    cache.get('a', '1:0');
    cache.set('c', entry('c'));
    expect(cache.get('b', '1:0')).toBeUndefined();
    expect(cache.get('a', '1:0')).toBeDefined();
    expect(cache.get('c', '1:0')).toBeDefined();
  });

  it('bounds the bytes it holds', () => {
    const one = entry('x'.repeat(1000));
    const cache = new PageCache({ maxBytes: (one.body.length + one.gzip.length + one.br.length) * 2 });
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, entry('x'.repeat(1000)));
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBeLessThanOrEqual(cache.maxBytes);
  });

  it('runs one load per key at a time', async () => {
    const cache = new PageCache();
    let loads = 0;
    const load = async () => ++loads;
    const first = cache.coalesce('k', load);
    const second = cache.coalesce('k', load);
    expect([first.shared, second.shared]).toEqual([false, true]);
    expect(await Promise.all([first.promise, second.promise])).toEqual([1, 1]);
    expect(await cache.coalesce('k', load).promise).toBe(2);
  });
});
