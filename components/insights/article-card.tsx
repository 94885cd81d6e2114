import Image from 'next/image';
import { IntentLink } from '@/components/navigation/intent-link';
import type { Article } from '@/lib/content/articles';
import { ByLine, CategoryBadge, TagList } from './article-meta';

/** One article in the list: title, description, date, author, category, up to 3 tags, image and Read link. */
export function ArticleCard({ article }: { article: Article }) {
  return (
    <article className="flex flex-col overflow-hidden panel transition hover:border-neon-cyan/60">
      <Image
        src={article.image}
        alt={article.imageAlt}
        width={1200}
        height={630}
        className="aspect-[1200/630] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-center justify-between gap-2">
          <CategoryBadge category={article.category} />
          <ByLine author={article.author.name} publishedAt={article.publishedAt} />
        </div>
        <h3 className="font-display text-lg text-ink">{article.title}</h3>
        <p className="text-sm text-dim">{article.description}</p>
        <TagList tags={article.tags} limit={3} />
        <IntentLink
          href={`/insights/${article.slug}`}
          className="mt-auto self-start font-mono text-sm text-neon-cyan hover:underline"
          aria-label={`Read: ${article.title}`}
        >
          Read →
        </IntentLink>
      </div>
    </article>
  );
}
