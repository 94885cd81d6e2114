import { ArticleNotFound } from '@/components/insights/article-not-found';

export default function InsightsArticleNotFound() {
  return <ArticleNotFound />;
}
