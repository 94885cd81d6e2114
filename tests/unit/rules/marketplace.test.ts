import { describe, expect, it } from 'vitest';
import { MARKETPLACE_SECTIONS, visibleMarketplaceItems } from '../../../lib/rules/marketplace';

describe('marketplace', () => {
  it('has MYTHIC, FEATURED and OFFERS', () => {
    expect(MARKETPLACE_SECTIONS).toEqual(['MYTHIC', 'FEATURED', 'OFFERS']);
  });

  it('shows only available items', () => {
    const items = [
      { slug: 'a', status: 'available' },
      { slug: 'b', status: 'sold' },
      { slug: 'c', status: 'available' },
      { slug: 'd', status: 'promoted' },
    ];
    expect(visibleMarketplaceItems(items).map((item) => item.slug)).toEqual(['a', 'c']);
  });
});
