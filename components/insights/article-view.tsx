import Image from 'next/image';
import { IntentLink } from '@/components/navigation/intent-link';
import { serializeJsonLd } from '@/components/seo/json-ld';
import type { Article } from '@/lib/content/articles';
import { tableOfContents } from '@/lib/content/headings';
import { ArticleBody } from './article-body';
import { CategoryBadge, TagList } from './article-meta';
import { ArticleSidebar } from './article-sidebar';
import { formatLongDate, isoDay } from './dates';
import { InsightsNav } from './insights-nav';
import { MoreInsights } from './more-insights';
import { ShareLinks } from './share-links';

export interface ArticleViewProps {
  article: Article;
  url: string;
  jsonLd: Record<string, unknown>[];
}

/** /insights/{slug}: the article with breadcrumbs, meta, body, author box, share links and sidebar. */
export function ArticleView({ article, url, jsonLd }: ArticleViewProps) {
  const toc = tableOfContents(article.content);
  const updated = article.updatedAt !== article.publishedAt;
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      <InsightsNav />
      <nav aria-label="Breadcrumb" className="mb-6 font-mono text-xs text-dim">
        <ol className="flex flex-wrap gap-2">
          <li>
            <IntentLink href="/" className="hover:text-neon-cyan">
              Home
            </IntentLink>{' '}
            /
          </li>
          <li>
            <IntentLink href="/insights" className="hover:text-neon-cyan">
              Insights
            </IntentLink>{' '}
            /
          </li>
          <li aria-current="page" className="text-ink">
            {article.title}
          </li>
        </ol>
      </nav>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <article>
          <header className="space-y-4">
            <div className="flex flex-wrap items-center gap-3 font-mono text-xs text-dim">
              <CategoryBadge category={article.category} />
              <time dateTime={isoDay(article.publishedAt)}>{formatLongDate(article.publishedAt)}</time>
              <span>·</span>
              <span>{article.readingMinutes} min read</span>
            </div>
            <h1 className="font-display text-3xl text-ink neon-text sm:text-4xl">{article.title}</h1>
            <p className="text-lg text-dim">{article.description}</p>
            <p className="font-mono text-sm text-dim">
              By{' '}
              <a
                href={article.author.url}
                target="_blank"
                rel="noopener noreferrer author"
                className="text-neon-cyan hover:underline"
              >
                {article.author.name}
              </a>
            </p>
            <TagList tags={article.tags} />
            <Image
              src={article.image}
              alt={article.imageAlt}
              width={1200}
              height={630}
              priority
              className="w-full rounded-lg border border-edge"
            />
          </header>
          <div className="mt-8">
            <ArticleBody markdown={article.content} />
          </div>
          <footer className="mt-12 space-y-6 border-t border-edge pt-6">
            <section aria-label="About the author" className="flex items-center gap-4 panel p-4">
              <span
                aria-hidden="true"
                className="flex size-12 items-center justify-center rounded-full bg-panel-2 text-2xl"
              >
                🛰️
              </span>
              <div>
                <p className="font-display text-ink">{article.author.name}</p>
                <p className="text-sm text-dim">Dispatches from the mall floor, the vault and the basement.</p>
                <a
                  href={article.author.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-mono text-xs text-neon-cyan hover:underline"
                >
                  Follow {article.author.name}
                </a>
              </div>
            </section>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 font-mono text-xs text-dim">
              <dt>Published</dt>
              <dd>
                <time dateTime={isoDay(article.publishedAt)}>{formatLongDate(article.publishedAt)}</time>
              </dd>
              {updated ? (
                <>
                  <dt>Updated</dt>
                  <dd>
                    <time dateTime={isoDay(article.updatedAt)}>{formatLongDate(article.updatedAt)}</time>
                  </dd>
                </>
              ) : null}
            </dl>
            <ShareLinks title={article.title} url={url} label="Share this article" />
          </footer>
          <MoreInsights />
        </article>
        <ArticleSidebar toc={toc} title={article.title} url={url} />
      </div>
    </>
  );
}
