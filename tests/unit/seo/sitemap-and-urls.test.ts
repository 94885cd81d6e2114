import { describe, expect, it } from 'vitest';
import { buildSitemap, STATIC_SITEMAP_PATHS } from '@/lib/seo/sitemap';
import { absoluteUrl, parseSlugParam } from '@/lib/seo/urls';

describe('absoluteUrl', () => {
  it('joins with exactly one slash', () => {
    expect(absoluteUrl('https://a.example', '/wiki/x')).toBe('https://a.example/wiki/x');
    expect(absoluteUrl('https://a.example/', 'wiki/x')).toBe('https://a.example/wiki/x');
    expect(absoluteUrl('https://a.example//', '/')).toBe('https://a.example/');
  });
});

describe('parseSlugParam', () => {
  it('accepts slugs and names, any case, and refuses anything else', () => {
    expect(parseSlugParam('jpegdealer')).toBe('jpegdealer');
    expect(parseSlugParam('JpegDealer.sol')).toBe('jpegdealer');
    expect(parseSlugParam('jpeg%2Ddealer')).toBe('jpeg-dealer');
    expect(parseSlugParam('')).toBeNull();
    expect(parseSlugParam('a b')).toBeNull();
    expect(parseSlugParam('%E0%A4%A')).toBeNull();
    expect(parseSlugParam('x'.repeat(64))).toBeNull();
    expect(parseSlugParam('../etc')).toBeNull();
  });
});

describe('buildSitemap', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  const map = buildSitemap(
    'https://mall.example',
    [{ slug: 'jpegdealer', updatedAt: '2025-12-01T00:00:00.000Z' }],
    now,
    ['/insights/a'],
  );
  const urls = map.map((entry) => entry.url);

  it('lists every static page, then the /wiki and /domains page of each domain, then extras', () => {
    expect(urls.slice(0, STATIC_SITEMAP_PATHS.length)).toEqual(
      STATIC_SITEMAP_PATHS.map((p) => absoluteUrl('https://mall.example', p)),
    );
    expect(urls).toContain('https://mall.example/wiki/jpegdealer');
    expect(urls).toContain('https://mall.example/domains/jpegdealer');
    expect(urls.at(-1)).toBe('https://mall.example/insights/a');
    expect(map.find((e) => e.url.endsWith('/wiki/jpegdealer'))?.lastModified).toBe('2025-12-01T00:00:00.000Z');
  });

  it('leaves out the redirect, the gated mall and checkout steps', () => {
    expect(urls).not.toContain('https://mall.example/catalog');
    expect(urls).not.toContain('https://mall.example/mall');
    expect(urls.some((u) => u.includes('/checkout/'))).toBe(false);
    expect(new Set(urls).size).toBe(urls.length);
  });
});
