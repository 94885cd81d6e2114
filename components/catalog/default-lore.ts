import type { Domain, LoreRecord } from '@/lib/catalog/types';

/** The lore shown on /domains/{slug} for a domain that has none of its own (docs/product.md §2, "a generic story otherwise"). */
export function defaultLore(domain: Pick<Domain, 'name' | 'description'>): LoreRecord {
  return {
    slogan: 'A fresh storefront waiting for its first neon sign.',
    meta: `${domain.name} is stocked in the Retailverse and ready for a builder, a collector or a community to make it theirs.`,
    desc: domain.description || 'A domain in the Retailverse waiting for its story to unfold.',
    inspiration: 'Every name in the mall started as a spark: a joke, a late-night idea, a word that sounded right.',
    tone: 'Open, curious, unwritten',
    stack: ['SNS', 'Solana'],
    stats: {
      memeReadiness: 50,
      marketUsage: 'Unclaimed',
      builtWith: 'Your imagination',
      snsIndexed: true,
      walletConnect: false,
      editableInCursor: true,
    },
  };
}
