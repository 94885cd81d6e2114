import { describe, expect, it } from 'vitest';
import {
  ARTWORK_FROM_SOL,
  BUILD_ADDON_SOL,
  BUILD_PRICES,
  PRICING_MODAL_TIERS,
  TIER_CARDS,
} from '../../../lib/rules/pricing';

describe('pricing', () => {
  it('modal tiers quote docs/product.md §9', () => {
    expect(PRICING_MODAL_TIERS.map((tier) => [tier.name, tier.price, tier.note])).toEqual([
      ['Liquid Tags', '0.15-0.35 SOL', undefined],
      ['Blueprint Ready', '0.5-2 SOL', undefined],
      ['Premium', '3+ SOL', undefined],
      ['Vaulted Premium', 'Not listed', 'Private sales'],
      ['Mythic', '10+ SOL', 'Featured'],
    ]);
  });

  it('tier cards quote docs/product.md §9', () => {
    expect(TIER_CARDS.map((card) => [card.title, card.price, card.perks])).toEqual([
      ['Vaulted Premium', '3+ SOL', ['Full site', 'Lore and animation', 'Premium rotation']],
      ['Blueprint Tier', '0.5-0.75 SOL', ['Domain', "'Pending Activation' listing", 'Upgradable']],
      ['Quick Snag', '0.1 SOL', ['Immediate transfer', 'Scav Rack placement', 'May trigger bonus loot']],
    ]);
  });

  it('upgrade prices: artwork from 0.3, builds 1-2 / 3-5 / 9+, add-on +0.5', () => {
    expect([ARTWORK_FROM_SOL, BUILD_ADDON_SOL]).toEqual([0.3, 0.5]);
    expect(BUILD_PRICES.map((build) => [build.name, build.price])).toEqual([
      ['Quick Snag', '1-2 SOL'],
      ['Mid', '3-5 SOL'],
      ['Premium', '9+ SOL'],
    ]);
  });
});
