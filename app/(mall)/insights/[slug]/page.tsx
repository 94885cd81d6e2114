import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { ArticleNotFound } from '@/components/insights/article-not-found';
import { answerStatus } from '@/lib/http/answer-status';
import { articleJsonLd, articleMetadata, articleUrl } from '@/components/insights/article-seo';
import { ArticleView } from '@/components/insights/article-view';
import { findArticle } from '@/lib/content/articles';
import { env } from '@/lib/env';
import { PRODUCT_NAME } from '@/lib/site';

interface Props {
  params: Promise<{ slug: string }>;
}

// Rendered on demand (and kept by the page cache): an unknown slug is answered by this route's own
// "Article Not Found", which a prerendered route would store once with the first visitor's script nonce.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = await findArticle((await params).slug);
  return article ? articleMetadata(article, env().SITE_URL) : { title: 'Article Not Found', robots: { index: false } };
}

export default async function ArticlePage({ params }: Props) {
  const { slug } = await params;
  const article = await findArticle(slug);
  if (!article) {
    // Rendered here rather than thrown (notFound() before the first flush is an empty document without JavaScript).
    answerStatus(404);
    return <ArticleNotFound />;
  }
  // One address per article: another casing of its slug is sent to the canonical one.
  if (article.slug !== decodeURIComponent(slug)) permanentRedirect(`/insights/${article.slug}`);
  const siteUrl = env().SITE_URL;
  return (
    <ArticleView
      article={article}
      url={articleUrl(article, siteUrl)}
      jsonLd={articleJsonLd(article, siteUrl, PRODUCT_NAME)}
    />
  );
}
