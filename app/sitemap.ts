import type { MetadataRoute } from 'next';
import { readDomains } from '@/lib/catalog';
import { env } from '@/lib/env';
import { buildSitemap } from '@/lib/seo/sitemap';

export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { domains } = await readDomains();
  return buildSitemap(env().SITE_URL, domains, new Date());
}
