import Image from 'next/image';
import { IntentLink } from '@/components/navigation/intent-link';
import type { Article } from '@/lib/content/articles';
import { ByLine, CategoryBadge, TagList } from './article-meta';

/** The featured block at the top of /insights. */
export function FeaturedArticle({ article }: { article: Article }) {
  return (
    <section aria-labelledby="featured-heading" className="mb-12">
      <h2 id="featured-heading" className="mb-4 font-mono text-sm uppercase tracking-widest text-neon-pink">
        ★ Featured
      </h2>
      <article className="grid overflow-hidden rounded-xl border border-neon-pink/50 bg-panel md:grid-cols-2">
        <Image
          src={article.image}
          alt={article.imageAlt}
          width={1200}
          height={630}
          priority
          className="h-full w-full object-cover"
        />
        <div className="flex flex-col gap-4 p-6">
          <div className="flex flex-wrap items-center gap-3">
            <CategoryBadge category={article.category} />
            <ByLine author={article.author.name} publishedAt={article.publishedAt} />
          </div>
          <h3 className="font-display text-2xl text-ink">{article.title}</h3>
          <p className="text-dim">{article.description}</p>
          <TagList tags={article.tags} limit={3} />
          <IntentLink
            href={`/insights/${article.slug}`}
            className="mt-auto self-start rounded border border-neon-pink px-4 py-2 font-mono text-sm text-neon-pink hover:bg-neon-pink/10"
            aria-label={`Read: ${article.title}`}
          >
            Read the article →
          </IntentLink>
        </div>
      </article>
    </section>
  );
}
