import { StatusBadge } from '@/components/catalog/status-badge';
import type { KeywordRecord, WikiLoreEntry } from '@/content/catalog';
import type { Domain } from '@/lib/catalog/types';
import { ExploreMore } from './explore-more';
import { WebsitePreview } from './website-preview';
import { WikiNamePanel } from './wiki-name-panel';
import { WIKI_DESCRIPTION_FALLBACK } from './wiki-content';
import { categoryLabel } from '@/lib/rules/labels';

interface WikiArticleProps {
  slug: string;
  domain: Domain;
  lore: WikiLoreEntry;
  keywords: readonly KeywordRecord[];
  paymentsEnabled: boolean;
  sellerSocialUrl: string;
}

/** The body of /wiki/{slug} (docs/product.md §2). */
export function WikiArticle({ slug, domain, lore, keywords, paymentsEnabled, sellerSocialUrl }: WikiArticleProps) {
  return (
    <article>
      <h1 className="break-all font-display text-3xl text-neon-cyan neon-text sm:text-5xl">{slug}.sol</h1>
      <p className="mt-3 max-w-3xl text-lg text-dim">{domain.description || WIKI_DESCRIPTION_FALLBACK}</p>
      <WikiNamePanel domain={domain} paymentsEnabled={paymentsEnabled} sellerSocialUrl={sellerSocialUrl} />

      <section aria-labelledby="lore-heading" className="mt-10 panel p-6">
        <h2 id="lore-heading" className="font-display text-2xl text-neon-pink">
          {lore.title}
        </h2>
        <div className="mt-4 whitespace-pre-line leading-relaxed text-ink" data-testid="wiki-lore-body">
          {lore.content}
        </div>
      </section>

      {keywords.length ? (
        <section aria-labelledby="for-heading" className="mt-10">
          <h2 id="for-heading" className="font-display text-xl text-neon-pink">
            Who It&apos;s For
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {keywords.map((record) => (
              <li key={record.keyword} className="rounded border border-edge bg-panel p-4">
                <p className="font-mono text-xs uppercase tracking-wide text-neon-purple">
                  {record.persona} · {record.intent}
                </p>
                <p className="mt-1 text-ink">{record.useCase}</p>
                <p className="mt-1 text-sm text-dim">“{record.keyword}”</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {domain.category ? (
        <section aria-labelledby="details-heading" className="mt-10 panel p-6" data-testid="domain-details">
          <h2 id="details-heading" className="font-display text-xl text-neon-pink">
            Domain Details
          </h2>
          <dl className="mt-4 grid gap-4 sm:grid-cols-3">
            <div>
              <dt className="font-mono text-xs uppercase tracking-wide text-dim">Category</dt>
              <dd className="mt-1 text-ink">{categoryLabel(domain.category)}</dd>
            </div>
            {domain.tags.length ? (
              <div>
                <dt className="font-mono text-xs uppercase tracking-wide text-dim">Tags</dt>
                <dd className="mt-1">
                  <ul className="flex flex-wrap gap-2">
                    {domain.tags.map((tag) => (
                      <li
                        key={tag}
                        className="rounded-full border border-neon-cyan/50 px-2.5 py-0.5 font-mono text-xs text-neon-cyan"
                      >
                        {tag}
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            ) : null}
            {domain.status ? (
              <div>
                <dt className="font-mono text-xs uppercase tracking-wide text-dim">Status</dt>
                <dd className="mt-1">
                  <StatusBadge status={domain.status} />
                </dd>
              </div>
            ) : null}
          </dl>
        </section>
      ) : null}

      {domain.hasWebsite && domain.website ? (
        <WebsitePreview website={domain.website} domainName={domain.name} />
      ) : null}

      <ExploreMore />
    </article>
  );
}
