import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';
import { absoluteUrl } from '@/lib/seo/urls';

export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  const siteUrl = env().SITE_URL;
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/mall', '/checkout/'] }],
    sitemap: absoluteUrl(siteUrl, '/sitemap.xml'),
    host: new URL(siteUrl).origin,
  };
}
