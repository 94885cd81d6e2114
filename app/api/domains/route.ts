import { handler, json, readQuery } from '@/lib/api/handler';
import { readDomains, type Domain } from '@/lib/catalog';
import { domainQuerySchema } from '@/lib/catalog/query-schema';

export const dynamic = 'force-dynamic';

/** The local domains feed of docs/product.md §7: items with an id and their fields. */
function toFeedItem({ id, name, description, price, status, category, website, ...extras }: Domain) {
  return { id, fields: { name, description, price, status, category, website, ...extras } };
}

export const GET = handler(async (request) => {
  const filters = readQuery(request, domainQuerySchema);
  const { domains, source } = await readDomains(filters);
  return json(
    { data: domains.map(toFeedItem), source },
    { headers: { 'cache-control': source === 'database' ? 'public, max-age=0, s-maxage=10' : 'no-store' } },
  );
});
