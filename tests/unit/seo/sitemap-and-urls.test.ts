import { describe, expect, it } from 'vitest';
import {
  domainSitemapEntries,
  pageSitemapEntries,
  parseSitemapFile,
  SITEMAP_DOMAINS_PER_FILE,
  sitemapFilePaths,
  sitemapIndexXml,
  urlsetXml,
} from '@/lib/seo/sitemap';
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

describe('sitemaps', () => {
  const site = 'https://mall.example';
  const pages = pageSitemapEntries(site, ['/insights/a']);
  const domainEntries = domainSitemapEntries(site, [{ slug: 'jpegdealer', updatedAt: '2025-12-01T00:00:00.000Z' }]);
  const urls = [...pages, ...domainEntries].map((entry) => entry.url);

  it('lists the static pages and extras in the pages file, and each domain page in the domain files', () => {
    const staticUrls = pageSitemapEntries(site).map((entry) => entry.url);
    expect(staticUrls[0]).toBe('https://mall.example/');
    for (const page of ['/domains', '/vault', '/directory']) expect(staticUrls).toContain(absoluteUrl(site, page));
    // A redirect, a wallet-gated page and a transaction step are left out.
    for (const page of ['/catalog', '/mall']) expect(staticUrls).not.toContain(absoluteUrl(site, page));
    expect(urls.slice(0, staticUrls.length)).toEqual(staticUrls);
    expect(pages.at(-1)?.url).toBe('https://mall.example/insights/a');
    expect(domainEntries.map((e) => e.url)).toEqual([
      'https://mall.example/wiki/jpegdealer',
      'https://mall.example/domains/jpegdealer',
    ]);
    expect(domainEntries.every((e) => e.lastModified === '2025-12-01T00:00:00.000Z')).toBe(true);
  });

  it('leaves out the redirect, the gated mall and checkout steps', () => {
    expect(urls).not.toContain('https://mall.example/catalog');
    expect(urls).not.toContain('https://mall.example/mall');
    expect(urls.some((u) => u.includes('/checkout/'))).toBe(false);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('splits the domains into files of 25,000 (50,000 URLs) behind one index', () => {
    expect(SITEMAP_DOMAINS_PER_FILE * 2).toBe(50_000);
    expect(sitemapFilePaths(0)).toEqual(['/sitemaps/pages.xml']);
    expect(sitemapFilePaths(25_000)).toEqual(['/sitemaps/pages.xml', '/sitemaps/domains-0.xml']);
    expect(sitemapFilePaths(1_000_087)).toHaveLength(1 + 41);
    expect(sitemapFilePaths(1_000_087).at(-1)).toBe('/sitemaps/domains-40.xml');
    expect(parseSitemapFile('domains-40.xml')).toBe(40);
    expect(parseSitemapFile('pages.xml')).toBe('pages');
    for (const bad of ['domains-01.xml', 'domains--1.xml', 'domains-1.xml.gz', '../x', 'domains-9999999.xml'])
      expect(parseSitemapFile(bad)).toBeNull();
  });

  it('writes valid, escaped XML', () => {
    expect(urlsetXml([{ url: 'https://a.example/?a=1&b=2', priority: 0.5 }])).toContain(
      '<url><loc>https://a.example/?a=1&amp;b=2</loc><priority>0.5</priority></url>',
    );
    expect(sitemapIndexXml(site, ['/sitemaps/pages.xml'])).toContain(
      '<sitemap><loc>https://mall.example/sitemaps/pages.xml</loc></sitemap>',
    );
  });
});
