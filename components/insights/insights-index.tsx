import type { Article } from '@/lib/content/articles';
import { featuredArticle } from '@/lib/content/articles';
import { ArticleCard } from './article-card';
import { ContributeCta } from './contribute-cta';
import { FeaturedArticle } from './featured-article';
import { InsightsNav } from './insights-nav';

/**
 * /insights: the featured block, every other article newest first (the featured one is not shown twice), and the
 * contribution call to action.
 */
export function InsightsIndex({ articles }: { articles: readonly Article[] }) {
  const featured = featuredArticle(articles);
  const others = articles.filter((article) => article !== featured);
  return (
    <>
      <InsightsNav current="/insights" />
      <header className="mb-10">
        <h1 className="font-display text-3xl text-neon-cyan neon-text sm:text-4xl">Retailverse Insights</h1>
        <p className="mt-2 max-w-2xl text-dim">
          Field notes from the mall: how the racks work, what the lore means and where the .sol market is heading.
        </p>
      </header>
      {featured ? <FeaturedArticle article={featured} /> : null}
      <section aria-labelledby="all-heading">
        <h2 id="all-heading" className="mb-4 font-mono text-sm uppercase tracking-widest text-dim">
          All Articles
        </h2>
        {others.length === 0 ? (
          <p className="panel p-6 text-dim" data-testid="insights-no-others">
            {featured
              ? 'The featured article above is the only one so far. The presses are warming up.'
              : 'No articles yet. The presses are warming up.'}
          </p>
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {others.map((article) => (
              <ArticleCard key={article.slug} article={article} />
            ))}
          </div>
        )}
      </section>
      <ContributeCta />
    </>
  );
}
