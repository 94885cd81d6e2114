import { describe, expect, it } from 'vitest';
import { domainStatusColor, vaultCardDisplay } from '@/components/catalog/badge-colors';

describe('domainStatusColor', () => {
  it('is green for available, red for sold, yellow for coming-soon, grey otherwise', () => {
    expect(domainStatusColor('available')).toBe('green');
    expect(domainStatusColor('sold')).toBe('red');
    expect(domainStatusColor('coming-soon')).toBe('yellow');
    expect(domainStatusColor('not_for_sale')).toBe('grey');
    expect(domainStatusColor('promoted')).toBe('grey');
    expect(domainStatusColor(null)).toBe('grey');
  });
});

describe('vaultCardDisplay', () => {
  it("'Listed Now' is green and shows the price", () => {
    expect(vaultCardDisplay('Listed Now', '2 SOL')).toEqual({ color: 'green', priceText: '2 SOL', showsPrice: true });
  });

  it("'Vaulted' is yellow and shows the word Vaulted instead of the price", () => {
    expect(vaultCardDisplay('Vaulted', '12 SOL')).toEqual({ color: 'yellow', priceText: 'Vaulted', showsPrice: false });
  });

  it("'Sold' is red; anything else grey", () => {
    expect(vaultCardDisplay('Sold', '0.3 SOL').color).toBe('red');
    expect(vaultCardDisplay('Mystery', 'TBA')).toEqual({ color: 'grey', priceText: 'TBA', showsPrice: true });
  });
});
