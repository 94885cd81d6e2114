import { apiRequest } from '@/components/api/client';
import type { DomainsFeedPage } from '@/lib/catalog/feed';
import { API_PAGE_MAX } from '@/lib/rules/catalog-limits';
import type { MythicListing } from './terminal-commands';

/** One page of the domains feed, as large as it comes: the mythic rotation holds a handful. */
const MYTHIC_FEED = `/api/domains?rotationGroup=mythic&limit=${API_PAGE_MAX}`;

/**
 * The mythic rotation for the terminal's /mythic and /purchase, read from the catalogue feed when first
 * needed (the mall shell itself reads nothing per request, so every page can be served from a cache).
 * A failed read is an empty floor, as the terminal says, and is tried again the next time.
 */
export async function fetchMythicListings(): Promise<MythicListing[]> {
  const result = await apiRequest<DomainsFeedPage>(MYTHIC_FEED, { cache: 'default' });
  if (!result.ok) throw new Error(`the mythic rotation could not be read (${result.status ?? 'no answer'})`);
  return result.data.data.map(({ fields }) => ({ name: fields.name, price: fields.price }));
}
