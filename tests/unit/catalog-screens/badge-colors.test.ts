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
  const onSale = { status: 'available', price: '2 SOL', vaulted: true, listed: true, available: true } as const;

  it("a name on sale is 'Listed Now', green, with the catalogue's price", () => {
    expect(vaultCardDisplay(onSale)).toEqual({ label: 'Listed Now', color: 'green', priceText: '2 SOL' });
    expect(vaultCardDisplay({ ...onSale, price: '1.5 SOL' }).priceText).toBe('1.5 SOL');
  });

  it("a name held in the vault is 'Vaulted', yellow, with the word Vaulted for a price", () => {
    expect(vaultCardDisplay({ ...onSale, status: 'not_for_sale', price: 'TBA', listed: false })).toEqual({
      label: 'Vaulted',
      color: 'yellow',
      priceText: 'Vaulted',
    });
  });

  it("a sold name is 'Sold' and red, never the live-listing green, even while it was vaulted and listed", () => {
    expect(vaultCardDisplay({ ...onSale, status: 'sold' })).toEqual({
      label: 'Sold',
      color: 'red',
      priceText: '2 SOL',
    });
  });

  it('anything else is grey with its own status', () => {
    expect(vaultCardDisplay({ ...onSale, status: 'promoted', vaulted: false })).toEqual({
      label: 'Promoted',
      color: 'grey',
      priceText: '2 SOL',
    });
  });
});
