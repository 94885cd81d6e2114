import { absoluteUrl } from './urls';

/**
 * Every public page without a parameter. /catalog (a redirect), /mall (wallet-gated) and /checkout/{slug}
 * (a transaction step) are left out on purpose.
 */
const STATIC_SITEMAP_PATHS = [
  '/',
  '/app',
  '/domains',
  '/marketplace',
  '/scavrack',
  '/vault',
  '/directory',
  '/wiki-directory',
  '/lore',
  '/guide',
  '/tiers',
  '/basement',
  '/upgrade',
  '/vote',
  '/retailpass',
  '/retail-tickets',
  '/merch-waitlist',
  '/merch',
  '/insights',
  '/tools',
  '/tools/domain-tester',
  '/tools/archetype-quiz',
  '/tools/leaderboard',
  '/airtable-domains',
  '/submit',
  '/services',
  '/contact',
] as const;

export interface SitemapDomain {
  slug: string;
  updatedAt: string;
}

export interface SitemapEntry {
  url: string;
  lastModified?: string;
  priority: number;
}

/** Two URLs per domain (/wiki and /domains): 25,000 domains keep a file at the protocol's 50,000 URLs. */
export const SITEMAP_DOMAINS_PER_FILE = 25_000;

/** The index's files: the pages file, then one file per 25,000 domains in id order. */
export function sitemapFilePaths(domainCount: number): string[] {
  const domainFiles = Math.ceil(domainCount / SITEMAP_DOMAINS_PER_FILE);
  return ['/sitemaps/pages.xml', ...Array.from({ length: domainFiles }, (_, i) => `/sitemaps/domains-${i}.xml`)];
}

/** "pages" or a domain file's number; null for any other name. */
export function parseSitemapFile(file: string): 'pages' | number | null {
  if (file === 'pages.xml') return 'pages';
  const match = /^domains-(0|[1-9]\d{0,5})\.xml$/.exec(file);
  return match ? Number(match[1]) : null;
}

/** The static pages, then any extra paths (e.g. articles). */
export function pageSitemapEntries(siteUrl: string, extraPaths: readonly string[] = []): SitemapEntry[] {
  return [
    ...STATIC_SITEMAP_PATHS.map((path) => ({ url: absoluteUrl(siteUrl, path), priority: path === '/' ? 1 : 0.7 })),
    ...extraPaths.map((path) => ({ url: absoluteUrl(siteUrl, path), priority: 0.5 })),
  ];
}

/** Each domain's /wiki and /domains page, last modified when its row was. */
export function domainSitemapEntries(siteUrl: string, domains: readonly SitemapDomain[]): SitemapEntry[] {
  return domains.flatMap((domain) => [
    { url: absoluteUrl(siteUrl, `/wiki/${domain.slug}`), lastModified: domain.updatedAt, priority: 0.6 },
    { url: absoluteUrl(siteUrl, `/domains/${domain.slug}`), lastModified: domain.updatedAt, priority: 0.5 },
  ]);
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

export function urlsetXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${escapeXml(entry.url)}</loc>${entry.lastModified ? `<lastmod>${entry.lastModified}</lastmod>` : ''}<priority>${entry.priority}</priority></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(siteUrl: string, paths: readonly string[]): string {
  const files = paths.map((path) => `<sitemap><loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.join('\n')}\n</sitemapindex>\n`;
}
