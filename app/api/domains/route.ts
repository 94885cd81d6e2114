import { handler, json, readQuery } from '@/lib/api/handler';
import type { DomainsFeedPage } from '@/lib/catalog/feed';
import { readFeedPage } from '@/lib/catalog/feed-page';
import { domainQuerySchema } from '@/lib/catalog/query-schema';
import { API_PAGE_DEFAULT } from '@/lib/rules/catalog-limits';

/**
 * One page of the feed, in name order (search rank, then name, when searching): `limit` rows (24 by default, 100 at
 * most) and the cursor of the next page.
 */
export const GET = handler(async (request) => {
  const { limit = API_PAGE_DEFAULT, ...query } = readQuery(request, domainQuerySchema);
  const page = await readFeedPage({ ...query, limit });
  return json<DomainsFeedPage>(page, {
    headers: { 'cache-control': page.source === 'database' ? 'public, max-age=0, s-maxage=10' : 'no-store' },
  });
});
