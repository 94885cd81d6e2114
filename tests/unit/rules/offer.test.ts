import { describe, expect, it } from 'vitest';
import { EARLY_ACCESS_ONLY } from '../../../lib/rules/mall-floor';
import { offerNote, saleOffer, scavDrawable, SCAV_DRAW_ONLY, shownPrice } from '../../../lib/rules/offer';
import { NAME_NOT_FOR_SALE } from '../../../lib/rules/payments';

const name = (status: string, price: string, available: boolean, category = 'premium') => ({
  status,
  price,
  available,
  category,
});

describe('saleOffer', () => {
  it('sells an open, priced name at its catalogue price', () => {
    expect(saleOffer(name('available', '5 SOL', true))).toEqual({ kind: 'buy', lamports: 5_000_000_000 });
    expect(saleOffer(name('available', '0.75 SOL', true, 'mid'))).toEqual({ kind: 'buy', lamports: 750_000_000 });
  });

  it('keeps a priced Coming Soon name for members (early access on /mall), an unpriced one for no one', () => {
    expect(saleOffer(name('coming-soon', '0.75 SOL', false, 'mid'))).toEqual({
      kind: 'early-access',
      lamports: 750_000_000,
    });
    expect(saleOffer(name('coming-soon', 'TBA', false))).toEqual({ kind: 'none' });
  });

  it('sells an open scav name through its draw only, never a promoted, sold or shelved one', () => {
    expect(saleOffer(name('available', '0.25 SOL', true, 'scav'))).toEqual({ kind: 'draw' });
    expect(saleOffer(name('promoted', '0.25 SOL', true, 'scav'))).toEqual({ kind: 'none' });
    expect(saleOffer(name('sold', '0.25 SOL', false, 'scav'))).toEqual({ kind: 'none' });
    expect(saleOffer(name('available', '0.25 SOL', false, 'scav'))).toEqual({ kind: 'none' });
  });

  it('offers nothing for a sold, not-for-sale, shelved or unpriced name', () => {
    expect(saleOffer(name('sold', '5 SOL', true))).toEqual({ kind: 'none' });
    expect(saleOffer(name('not_for_sale', 'TBA', false))).toEqual({ kind: 'none' });
    expect(saleOffer(name('not_for_sale', '5 SOL', true))).toEqual({ kind: 'none' });
    expect(saleOffer(name('available', '5 SOL', false))).toEqual({ kind: 'none' });
    expect(saleOffer(name('available', 'N/A', true))).toEqual({ kind: 'none' });
    expect(saleOffer(name('available', 'TBA', true))).toEqual({ kind: 'none' });
  });
});

describe('saleOffer and scavDrawable', () => {
  it('make Buy live only for a name sold to everyone at a fixed price', () => {
    expect(saleOffer(name('available', '5 SOL', true)).kind === 'buy').toBe(true);
    expect(saleOffer(name('coming-soon', '0.75 SOL', false)).kind === 'buy').toBe(false);
    expect(saleOffer(name('available', '0.25 SOL', true, 'scav')).kind === 'buy').toBe(false);
    expect(saleOffer(name('not_for_sale', 'TBA', false)).kind === 'buy').toBe(false);
  });

  it('let the slot machine offer open scav names only', () => {
    expect(scavDrawable(name('available', '0.25 SOL', true, 'scav'))).toBe(true);
    expect(scavDrawable(name('promoted', '0.25 SOL', true, 'scav'))).toBe(false);
    expect(scavDrawable(name('available', '5 SOL', true))).toBe(false);
  });
});

describe('offerNote', () => {
  it('says why Buy is off and where the name can be had instead', () => {
    expect(offerNote({ kind: 'buy', lamports: 1 })).toBeNull();
    expect(offerNote({ kind: 'none' })).toEqual({ message: NAME_NOT_FOR_SALE });
    expect(offerNote({ kind: 'draw' })).toEqual({
      message: SCAV_DRAW_ONLY,
      href: '/scavrack',
      linkLabel: 'Go to the Scav Rack',
    });
    expect(offerNote({ kind: 'early-access', lamports: 1 })).toMatchObject({
      message: EARLY_ACCESS_ONLY,
      href: '/mall',
    });
  });
});

describe('shownPrice', () => {
  it('shows no price beside a name nobody can buy, and keeps it for one on sale or sold', () => {
    expect(shownPrice(name('promoted', '0.25 SOL', true, 'scav'))).toBeNull();
    expect(shownPrice(name('not_for_sale', '4 SOL', false))).toBeNull();
    expect(shownPrice(name('available', '5 SOL', true))).toBe('5 SOL');
    expect(shownPrice(name('available', '0.25 SOL', true, 'scav'))).toBe('0.25 SOL');
    expect(shownPrice(name('sold', '3.8 SOL', false))).toBe('3.8 SOL');
  });
});
