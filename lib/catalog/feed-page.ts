import 'server-only';
import { readDomains, type DomainFilters } from './index';
import { toFeedItem, type DomainsFeedPage } from './feed';
import { rankOf } from './filters';
import { encodeCursor } from './query-schema';

/**
 * One page of the local domains feed (docs/product.md §7), in name order (search rank, then name, when searching):
 * `limit` rows and the cursor of the next page. GET /api/domains answers it; /airtable-domains renders the first.
 */
export async function readFeedPage({
  cursor,
  limit,
  ...filters
}: Omit<DomainFilters, 'after' | 'afterRank' | 'limit'> & {
  cursor?: { name: string; rank?: number };
  limit: number;
}): Promise<DomainsFeedPage> {
  const { domains, source } = await readDomains({
    ...filters,
    after: cursor?.name,
    afterRank: cursor?.rank,
    limit: limit + 1,
  });
  const page = domains.slice(0, limit);
  const last = page[page.length - 1];
  const nextCursor =
    domains.length > limit && last ? encodeCursor({ name: last.name, rank: rankOf(last, filters.search) }) : null;
  return { data: page.map(toFeedItem), source, nextCursor };
}
