import { IntentLink } from '@/components/navigation/intent-link';
import { domainListHref, type DomainListQuery } from './domain-list-query';
import { pagerNumbers } from './domain-pages';

const cell = 'inline-flex min-h-10 min-w-10 items-center justify-center rounded border px-3 font-mono text-sm';
const linkCell = `${cell} border-edge text-neon-cyan hover:border-neon-cyan hover:bg-neon-cyan/10`;

/** Previous, numbered pages and Next for a /domains view; every link keeps the view's other fields. */
export function DomainPagination({ query, pageCount }: { query: DomainListQuery; pageCount: number }) {
  if (pageCount <= 1 && query.page <= 1) return null;
  const href = (page: number) => domainListHref({ ...query, page });
  const previous = Math.min(query.page - 1, pageCount);
  const next = query.page + 1;
  return (
    <nav aria-label="Domain list pages" className="mt-8" data-testid="domains-pagination">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {previous >= 1 ? (
            <IntentLink href={href(previous)} rel="prev" className={linkCell}>
              <span aria-hidden="true">←&nbsp;</span>Previous
            </IntentLink>
          ) : (
            <span aria-hidden="true" className={`${cell} border-edge/50 text-dim/60`}>
              ← Previous
            </span>
          )}
        </li>
        {pagerNumbers(query.page, pageCount).map((page, index) => (
          <li key={page ?? `gap-${index}`}>
            {page === null ? (
              <span aria-hidden="true" className="px-1 font-mono text-dim">
                …
              </span>
            ) : (
              <IntentLink
                href={href(page)}
                aria-current={page === query.page ? 'page' : undefined}
                aria-label={`Page ${page}`}
                className={`${linkCell} aria-[current=page]:border-neon-pink aria-[current=page]:bg-neon-pink/15 aria-[current=page]:text-neon-pink`}
              >
                {page}
              </IntentLink>
            )}
          </li>
        ))}
        <li>
          {next <= pageCount ? (
            <IntentLink href={href(next)} rel="next" className={linkCell}>
              Next<span aria-hidden="true">&nbsp;→</span>
            </IntentLink>
          ) : (
            <span aria-hidden="true" className={`${cell} border-edge/50 text-dim/60`}>
              Next →
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
