import type { Metadata } from 'next';
import type { Article } from '@/lib/content/articles';
import { absoluteUrl } from '@/lib/seo/urls';

export function articleUrl(article: Article, siteUrl: string): string {
  return article.canonicalUrl ?? absoluteUrl(siteUrl, `/insights/${article.slug}`);
}

export function articleMetadata(article: Article, siteUrl: string): Metadata {
  const url = articleUrl(article, siteUrl);
  // og:image comes from app/(mall)/insights/[slug]/opengraph-image.tsx (a PNG: social sites do
  // not read the article's SVG illustration).
  return {
    title: article.title,
    description: article.description,
    keywords: article.keywords,
    authors: [{ name: article.author.name, url: article.author.url }],
    alternates: { canonical: url },
    openGraph: {
      type: 'article',
      title: article.title,
      description: article.description,
      url,
      publishedTime: article.publishedAt,
      modifiedTime: article.updatedAt,
      authors: [article.author.url],
      section: article.category,
      tags: article.tags,
    },
    twitter: { card: 'summary_large_image', title: article.title, description: article.description },
  };
}

/** Article, BreadcrumbList and WebPage structured data for /insights/{slug}. */
export function articleJsonLd(article: Article, siteUrl: string, productName: string): Record<string, unknown>[] {
  const url = articleUrl(article, siteUrl);
  const home = absoluteUrl(siteUrl, '/');
  const publisher = { '@type': 'Organization', name: productName, url: home };
  return [
    {
      '@context': 'https://schema.org',
      '@type': article.schema.articleType,
      headline: article.title,
      description: article.description,
      image: absoluteUrl(siteUrl, article.image),
      author: { '@type': 'Person', name: article.author.name, url: article.author.url },
      publisher,
      datePublished: article.publishedAt,
      dateModified: article.updatedAt,
      articleSection: article.category,
      keywords: article.keywords.join(', '),
      inLanguage: 'en-US',
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      about: { '@type': 'Thing', name: article.schema.mainEntity },
      url,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: home },
        { '@type': 'ListItem', position: 2, name: 'Insights', item: absoluteUrl(siteUrl, '/insights') },
        { '@type': 'ListItem', position: 3, name: article.title, item: url },
      ],
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      '@id': url,
      name: article.title,
      description: article.description,
      url,
      inLanguage: 'en-US',
      isPartOf: { '@type': 'WebSite', name: productName, url: home },
    },
  ];
}
