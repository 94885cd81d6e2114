import { SCAV_TAGS, type ScavTag } from '@/lib/catalog/types';

/** What a Scav Rack card needs of a domain (serialisable, small). */
export interface ScavItem {
  slug: string;
  name: string;
  price: string;
  description: string;
  status: string;
  tag: ScavTag | null;
  fixerQueue: boolean;
  fixerActive: boolean;
  queueExpires: string | null;
}

function scavTagOf(tags: readonly string[]): ScavTag | null {
  return SCAV_TAGS.find((tag) => tags.includes(tag)) ?? null;
}

export function toScavItem(domain: Omit<ScavItem, 'tag'> & { tags: string[] }): ScavItem {
  return {
    slug: domain.slug,
    name: domain.name,
    price: domain.price,
    description: domain.description,
    status: domain.status,
    tag: scavTagOf(domain.tags),
    fixerQueue: domain.fixerQueue,
    fixerActive: domain.fixerActive,
    queueExpires: domain.queueExpires,
  };
}
