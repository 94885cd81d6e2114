import { describe, expect, it } from 'vitest';
import { SIDEBAR_ITEMS, isCurrentPath } from '@/components/layout/sidebar-links';

describe('sidebar entries (docs/product.md §2 shared layout)', () => {
  it('are the 12 labels and targets of the spec, in order, with Pricing opening a modal, plus Catalogue and Lore', () => {
    expect(SIDEBAR_ITEMS.map((item) => [item.label, item.kind === 'link' ? item.href : 'modal'])).toEqual([
      ['Mall Map', '/directory'],
      ['Catalogue', '/domains'],
      ['Marketplace', '/marketplace'],
      ['Scav Rack', '/scavrack'],
      ['Vaulted Domains', '/vault'],
      ['Guide', '/guide'],
      ['Wiki', '/wiki-directory'],
      ['Lore', '/lore'],
      ['Insights', '/insights'],
      ['Tools', '/tools'],
      ['Retail Tickets', '/retail-tickets'],
      ['Merch Waitlist', '/merch-waitlist'],
      ['Pricing', 'modal'],
      ['Tiers', '/tiers'],
    ]);
  });

  it('mark a link current on its path and below it only', () => {
    expect(isCurrentPath('/insights', '/insights')).toBe(true);
    expect(isCurrentPath('/insights/retailverse-mall', '/insights')).toBe(true);
    expect(isCurrentPath('/tools/leaderboard', '/tools')).toBe(true);
    expect(isCurrentPath('/vaulted', '/vault')).toBe(false);
    expect(isCurrentPath('/', '/directory')).toBe(false);
  });
});
