import type { RotationGroup } from '@/lib/catalog/types';

/** What a marketplace card needs of a domain (serialisable, small). */
export interface MarketItem {
  slug: string;
  name: string;
  price: string;
  description: string;
  status: string;
  group: RotationGroup;
}

export type MarketLists = Record<RotationGroup, MarketItem[]>;

interface DomainLike {
  slug: string;
  name: string;
  price: string;
  description: string;
  status: string;
}

export function toMarketItem(domain: DomainLike, group: RotationGroup): MarketItem {
  return {
    slug: domain.slug,
    name: domain.name,
    price: domain.price,
    description: domain.description,
    status: domain.status,
    group,
  };
}
