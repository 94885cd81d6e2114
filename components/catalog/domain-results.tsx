import { IntentLink } from '@/components/navigation/intent-link';
import { ErrorPanel } from '@/components/errors/error-panel';
import { countDomains, readDomains } from '@/lib/catalog';
import { paymentsEnabled } from '@/lib/integrations/solana-pay';
import { DOMAINS_MAX_PAGE, DOMAINS_PAGE_SIZE } from '@/lib/rules/catalog-limits';
import { SEARCH_COUNT_EXACT_MAX } from '@/lib/rules/catalog-search';
import { DOMAINS_ERROR_DEFAULT_TEXT, DOMAINS_ERROR_FOOTNOTE, DOMAINS_ERROR_TITLE } from '@/lib/rules/error-messages';
import { domainListFilters, domainListHref, isFiltered, type DomainListQuery } from './domain-list-query';
import { DomainGrid } from './domain-grid';
import { DomainPagination } from './domain-pagination';
import { FallbackNotice } from './fallback-notice';
import { PageOutOfRange } from './page-out-of-range';

const DOMAINS_LOAD_FAILED = {
  title: DOMAINS_ERROR_TITLE,
  message: DOMAINS_ERROR_DEFAULT_TEXT,
  footnote: DOMAINS_ERROR_FOOTNOTE,
} as const;

/** The active listings that match the view in the URL, one page at a time. */
export async function DomainResults({ query }: { query: DomainListQuery }) {
  const filters = domainListFilters(query);
  let list;
  let total;
  try {
    [list, total] = await Promise.all([
      query.page <= DOMAINS_MAX_PAGE ? readDomains(filters) : null,
      countDomains(filters, query.q ? SEARCH_COUNT_EXACT_MAX : DOMAINS_MAX_PAGE * DOMAINS_PAGE_SIZE),
    ]);
  } catch (error) {
    console.error('[domains] list failed:', error instanceof Error ? error.message : error);
    return <ErrorPanel {...DOMAINS_LOAD_FAILED} retryHref="/domains" />;
  }
  const items = list?.domains ?? [];
  const pageCount = Math.max(1, Math.ceil(total.count / DOMAINS_PAGE_SIZE));
  const first = (query.page - 1) * DOMAINS_PAGE_SIZE + 1;
  const slice = { items, pageCount, first, last: first + items.length - 1 };
  const countText = `${total.capped ? 'More than ' : ''}${total.count.toLocaleString('en-US')}`;
  return (
    <>
      <FallbackNotice source={total.source} />
      <p className="mb-4 font-mono text-sm text-dim" role="status" data-testid="domains-count">
        {countText} {total.count === 1 && !total.capped ? 'domain' : 'domains'}
        {isFiltered(query)
          ? total.count === 1 && !total.capped
            ? ' matches this view'
            : ' match this view'
          : ' listed'}
        {slice.items.length > 0 && slice.pageCount > 1
          ? ` · showing ${slice.first.toLocaleString('en-US')}–${slice.last.toLocaleString('en-US')}, page ${query.page} of ${slice.pageCount.toLocaleString('en-US')}${total.capped ? '+' : ''}`
          : null}
      </p>
      {total.count === 0 ? (
        <div className="panel p-8 text-center" data-testid="domains-empty">
          <h2 className="font-display text-xl text-neon-pink">No Domains Found</h2>
          <p className="mt-2 text-dim">
            Nothing on the racks matches this search. Try other filters or browse everything.
          </p>
          <IntentLink
            href="/domains"
            className="mt-4 inline-block rounded border border-neon-cyan px-4 py-2 text-sm text-neon-cyan hover:bg-neon-cyan/10"
          >
            Show all domains
          </IntentLink>
        </div>
      ) : slice.items.length === 0 ? (
        <PageOutOfRange href={domainListHref({ ...query, page: slice.pageCount })} pageCount={slice.pageCount} />
      ) : (
        <>
          {list?.similar && query.q ? (
            <p className="mb-4 text-sm text-neon-yellow" data-testid="domains-similar">
              No name contains “{query.q}”. Did you mean one of these?
            </p>
          ) : null}
          <DomainGrid domains={slice.items} live={paymentsEnabled()} />
        </>
      )}
      {total.count ? <DomainPagination query={query} pageCount={slice.pageCount} /> : null}
    </>
  );
}
