import type { MetadataRoute } from 'next';
import { readDomains } from '@/lib/catalog';
import { listArticles } from '@/lib/content/articles';
import { env } from '@/lib/env';
import { buildSitemap } from '@/lib/seo/sitemap';

export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [{ domains }, articles] = await Promise.all([readDomains(), listArticles()]);
  const articlePaths = articles.map((article) => `/insights/${article.slug}`);
  return buildSitemap(env().SITE_URL, domains, new Date(), articlePaths);
}
