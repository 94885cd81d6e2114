import { describe, expect, it } from 'vitest';
import { watchChanges, watchedState, type WatchedState } from '@/lib/rules/watchlist';

const onSale = (priceLamports: number | null = 1_000_000_000): WatchedState => ({
  status: 'available',
  priceLamports,
  onSale: true,
});

describe('watchChanges', () => {
  it('sees nothing when nothing moved', () => {
    expect(watchChanges(onSale(), onSale())).toEqual([]);
  });

  it('marks a price drop and a rise with the price seen last', () => {
    expect(watchChanges(onSale(1_000_000_000), onSale(750_000_000))).toEqual([
      { kind: 'price-drop', label: 'Price drop: was 1 SOL' },
    ]);
    expect(watchChanges(onSale(250_000_000), onSale(2_000_000_000))).toEqual([
      { kind: 'price-rise', label: 'Price up: was 0.25 SOL' },
    ]);
  });

  it('marks a name back on sale, with its price move', () => {
    const off = { status: 'not_for_sale', priceLamports: 2_000_000_000, onSale: false };
    expect(watchChanges(off, onSale(1_500_000_000))).toEqual([
      { kind: 'back-on-sale', label: 'Back on sale' },
      { kind: 'price-drop', label: 'Price drop: was 2 SOL' },
    ]);
  });

  it('says only Sold for a sold name, once', () => {
    const sold = { status: 'sold', priceLamports: 500_000_000, onSale: false };
    expect(watchChanges(onSale(), sold)).toEqual([{ kind: 'sold', label: 'Sold' }]);
    expect(watchChanges(sold, sold)).toEqual([]);
  });

  it('marks a name now Coming Soon, and one taken off sale', () => {
    const soon = { status: 'coming-soon', priceLamports: 1_000_000_000, onSale: false };
    expect(watchChanges(onSale(), soon)).toEqual([{ kind: 'coming-soon', label: 'Now Coming Soon' }]);
    const notForSale = { status: 'not_for_sale', priceLamports: 1_000_000_000, onSale: false };
    expect(watchChanges(onSale(), notForSale)).toEqual([{ kind: 'off-sale', label: 'No longer on sale' }]);
  });

  it('does not call a price that appears or goes away a drop or a rise', () => {
    expect(watchChanges(onSale(null), onSale(1_000_000_000))).toEqual([]);
    expect(watchChanges(onSale(1_000_000_000), { ...onSale(null), onSale: false })).toEqual([
      { kind: 'off-sale', label: 'No longer on sale' },
    ]);
  });
});

describe('watchedState', () => {
  it('reads the status, the price in lamports and whether Buy is live', () => {
    expect(watchedState({ status: 'available', price: '4.2 SOL', available: true, category: 'premium' })).toEqual({
      status: 'available',
      priceLamports: 4_200_000_000,
      onSale: true,
    });
    expect(watchedState({ status: 'available', price: '0.1 SOL', available: true, category: 'scav' }).onSale).toBe(
      false,
    );
    expect(watchedState({ status: 'coming-soon', price: 'TBA', available: false, category: 'mid' })).toEqual({
      status: 'coming-soon',
      priceLamports: null,
      onSale: false,
    });
  });
});
