import { handler, json, readQuery } from '@/lib/api/handler';
import { readDomains } from '@/lib/catalog';
import { toFeedItem, type DomainsFeedPage } from '@/lib/catalog/feed';
import { rankOf } from '@/lib/catalog/filters';
import { domainQuerySchema, encodeCursor } from '@/lib/catalog/query-schema';
import { API_PAGE_DEFAULT } from '@/lib/rules/catalog-limits';

/**
 * One page of the feed, in name order (search rank, then name, when searching): `limit` rows (24 by default, 100 at
 * most) and the cursor of the next page.
 */
export const GET = handler(async (request) => {
  const { cursor, limit = API_PAGE_DEFAULT, ...filters } = readQuery(request, domainQuerySchema);
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
  return json<DomainsFeedPage>(
    { data: page.map(toFeedItem), source, nextCursor },
    { headers: { 'cache-control': source === 'database' ? 'public, max-age=0, s-maxage=10' : 'no-store' } },
  );
});
