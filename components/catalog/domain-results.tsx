import { IntentLink } from '@/components/navigation/intent-link';
import { ErrorPanel } from '@/components/errors/error-panel';
import { readDomains } from '@/lib/catalog';
import { DOMAINS_ERROR_DEFAULT_TEXT, DOMAINS_ERROR_FOOTNOTE, DOMAINS_ERROR_TITLE } from '@/lib/rules/error-messages';
import { applyPriceAndSort, domainListHref, isFiltered, type DomainListQuery } from './domain-list-query';
import { DomainGrid } from './domain-card';
import { pageOf } from './domain-pages';
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
  let list;
  try {
    list = await readDomains({ listed: true, category: query.category, status: query.status, search: query.q });
  } catch (error) {
    console.error('[domains] list failed:', error instanceof Error ? error.message : error);
    return <ErrorPanel {...DOMAINS_LOAD_FAILED} retryHref="/domains" />;
  }
  const domains = applyPriceAndSort(list.domains, query);
  const slice = pageOf(domains, query.page);
  return (
    <>
      <FallbackNotice source={list.source} />
      <p className="mb-4 font-mono text-sm text-dim" role="status" data-testid="domains-count">
        {domains.length} {domains.length === 1 ? 'domain' : 'domains'}
        {isFiltered(query) ? ' match this view' : ' listed'}
        {slice.items.length > 0 && slice.pageCount > 1
          ? ` · showing ${slice.first}–${slice.last}, page ${slice.page} of ${slice.pageCount}`
          : null}
      </p>
      {domains.length === 0 ? (
        <div className="rounded-lg border border-edge bg-panel p-8 text-center" data-testid="domains-empty">
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
        <DomainGrid domains={slice.items} />
      )}
      {domains.length ? <DomainPagination query={query} pageCount={slice.pageCount} /> : null}
    </>
  );
}
