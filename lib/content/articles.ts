import 'server-only';
import path from 'node:path';
import { cache } from 'react';
import { loadArticles, type Article } from './article-files';

export type { Article } from './article-files';

const ARTICLES_DIR = path.join(process.cwd(), 'content', 'articles');

/** The articles of content/articles, read once per render. */
export const listArticles = cache(() => loadArticles(ARTICLES_DIR));

/** An article by its slug, in any case: '/insights/What-Is-The-Retailverse' is the same article. */
export async function findArticle(slug: string): Promise<Article | null> {
  const wanted = slug.toLowerCase();
  return (await listArticles()).find((article) => article.slug.toLowerCase() === wanted) ?? null;
}

/** The featured block shows the first featured article. */
export function featuredArticle(articles: readonly Article[]): Article | null {
  return articles.find((article) => article.featured) ?? null;
}
