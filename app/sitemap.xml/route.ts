import { handler } from '@/lib/api/handler';
import { countAllDomains } from '@/lib/catalog';
import { env } from '@/lib/env';
import { sitemapFilePaths, sitemapIndexXml } from '@/lib/seo/sitemap';

// Next.js takes /sitemap.xml for a metadata route, prerendered at build unless told otherwise; this one counts the catalogue.
export const dynamic = 'force-dynamic';

/**
 * The sitemap index: the pages file and one file per 25,000 domains
 * (docs/architecture-reference.md "The catalogue at scale").
 */
export const GET = handler(async () => {
  const xml = sitemapIndexXml(env().SITE_URL, sitemapFilePaths(await countAllDomains()));
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=0, s-maxage=300' },
  });
});
