import { describe, expect, it } from 'vitest';
import { MARKETPLACE_SECTIONS, markSold, visibleMarketplaceItems } from '../../../lib/rules/marketplace';

describe('marketplace', () => {
  it('has MYTHIC, FEATURED and OFFERS', () => {
    expect(MARKETPLACE_SECTIONS).toEqual(['MYTHIC', 'FEATURED', 'OFFERS']);
  });

  it('shows only available items not sold locally', () => {
    const items = [
      { slug: 'a', status: 'available' },
      { slug: 'b', status: 'sold' },
      { slug: 'c', status: 'available' },
      { slug: 'd', status: 'promoted' },
    ];
    expect(visibleMarketplaceItems(items, []).map((item) => item.slug)).toEqual(['a', 'c']);
    expect(visibleMarketplaceItems(items, markSold([], 'c')).map((item) => item.slug)).toEqual(['a']);
    expect(markSold(['c'], 'c')).toEqual(['c']);
  });
});
