import { apiRequest } from '@/components/api/client';
import type { DomainsFeedPage } from '@/lib/catalog/feed';
import { CHAT_DRAW_PRICE_TEMPLATE } from '@/content/chat';
import { saleOffer } from '@/lib/rules/offer';
import { SLOT_PRICE_LIST } from '@/lib/rules/slot-machine';
import { fill, type DomainLookupResult } from './chat-reply';

/** Thrown when the catalogue cannot answer (network failure or a server error). */
class LookupFailedError extends Error {}

/**
 * Asks the catalogue about one name (without '.sol'). It searches the local feed (GET /api/domains?search=)
 * and keeps the exact name, so an unknown name is an ordinary empty answer rather than a 404 that the browser
 * would log as an error. A domain is sellable when the one sale rule offers it, at a fixed price or through its Scav
 * Rack draw (docs/product.md §2 "Where a name is bought").
 */
export async function lookupDomain(name: string, signal?: AbortSignal): Promise<DomainLookupResult> {
  const result = await apiRequest<DomainsFeedPage>(`/api/domains?search=${encodeURIComponent(name)}`, { signal });
  if (!result.ok) throw new LookupFailedError(result.status === null ? 'network' : `status ${result.status}`);
  const { data } = result.data;
  const found = data.find((item) => item.fields.name === `${name}.sol`)?.fields;
  if (!found) return { exists: false, sellable: false, price: '' };
  const offer = saleOffer(found).kind;
  return {
    exists: true,
    sold: found.status === 'sold',
    sellable: offer === 'buy' || offer === 'draw',
    // A scav name has no fixed price: the slot machine draws it.
    price: offer === 'draw' ? fill(CHAT_DRAW_PRICE_TEMPLATE, { prices: SLOT_PRICE_LIST }) : found.price,
    lore: found.lore?.desc ?? found.description,
  };
}
