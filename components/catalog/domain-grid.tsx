import type { Domain } from '@/lib/catalog/types';
import { shownPrice } from '@/lib/rules/offer';
import { DomainCardGrid, type DomainCardData } from './domain-card';

function cardData(domain: Domain): DomainCardData {
  const { name, slug, status, description, category } = domain;
  return { name, slug, status, description, price: shownPrice(domain), category };
}

/**
 * A list of domains as cards: only the fields a card shows are sent to the browser. `live`: the mall takes payments,
 * so a card shows a name an open order holds.
 */
export function DomainGrid({ domains, live = false }: { domains: readonly Domain[]; live?: boolean }) {
  return <DomainCardGrid cards={domains.map(cardData)} live={live} />;
}
