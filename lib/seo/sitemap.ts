import type { MetadataRoute } from 'next';
import { absoluteUrl } from './urls';

/**
 * Every public page without a parameter. /catalog (a redirect), /mall (wallet-gated) and /checkout/{slug}
 * (a transaction step) are left out on purpose.
 */
export const STATIC_SITEMAP_PATHS = [
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

/** The static pages, then each domain's /wiki and /domains page, then any extra paths (e.g. articles). */
export function buildSitemap(
  siteUrl: string,
  domains: readonly SitemapDomain[],
  now: Date,
  extraPaths: readonly string[] = [],
): MetadataRoute.Sitemap {
  const page = (path: string, lastModified: Date | string, priority: number): MetadataRoute.Sitemap[number] => ({
    url: absoluteUrl(siteUrl, path),
    lastModified,
    priority,
  });
  return [
    ...STATIC_SITEMAP_PATHS.map((path) => page(path, now, path === '/' ? 1 : 0.7)),
    ...domains.flatMap((domain) => [
      page(`/wiki/${domain.slug}`, domain.updatedAt, 0.6),
      page(`/domains/${domain.slug}`, domain.updatedAt, 0.5),
    ]),
    ...extraPaths.map((path) => page(path, now, 0.5)),
  ];
}
