import type { CatalogSource, Domain } from './types';

/** One name of the local domains feed (docs/product.md §7): its id, and its fields. */
export interface FeedItem {
  id: number;
  fields: Omit<Domain, 'id'>;
}

/** GET /api/domains: one page of the feed, where it was read from, and the next page's cursor (null on the last). */
export interface DomainsFeedPage {
  data: FeedItem[];
  source: CatalogSource;
  nextCursor: string | null;
}

/** A domain as the feed shows it. */
export function toFeedItem({ id, name, description, price, status, category, website, ...extras }: Domain): FeedItem {
  return { id, fields: { name, description, price, status, category, website, ...extras } };
}
