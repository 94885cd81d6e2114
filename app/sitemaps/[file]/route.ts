import { z } from 'zod';
import { handler, parseWith } from '@/lib/api/handler';
import { readSitemapDomains } from '@/lib/catalog';
import { listArticles } from '@/lib/content/articles';
import { env } from '@/lib/env';
import { notFound } from '@/lib/errors';
import {
  domainSitemapEntries,
  pageSitemapEntries,
  parseSitemapFile,
  SITEMAP_DOMAINS_PER_FILE,
  urlsetXml,
} from '@/lib/seo/sitemap';

const paramsSchema = z.object({ file: z.string().max(40) });

/** /sitemaps/pages.xml (static pages and articles) and /sitemaps/domains-N.xml (25,000 domains each). */
export const GET = handler<{ params: Promise<{ file: string }> }>(async (_request, { params }) => {
  const file = parseSitemapFile(parseWith(paramsSchema, await params).file);
  if (file === null) throw notFound('No such sitemap.');
  const siteUrl = env().SITE_URL;
  let entries;
  if (file === 'pages') {
    const articles = await listArticles();
    entries = pageSitemapEntries(
      siteUrl,
      articles.map((article) => `/insights/${article.slug}`),
    );
  } else {
    const domains = await readSitemapDomains(file * SITEMAP_DOMAINS_PER_FILE, SITEMAP_DOMAINS_PER_FILE);
    if (domains.length === 0 && file > 0) throw notFound('No such sitemap.');
    entries = domainSitemapEntries(siteUrl, domains);
  }
  return new Response(urlsetXml(entries), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=0, s-maxage=300' },
  });
});
