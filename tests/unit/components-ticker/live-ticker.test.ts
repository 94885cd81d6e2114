import { describe, expect, it } from 'vitest';
import { reduceLiveTicker, type LiveTickerState } from '@/components/ticker/use-live-ticker';
import type { PublicSale } from '@/lib/rules/live-sales';

const sale = (name: string): PublicSale => ({
  id: name,
  name,
  slug: name.replace('.sol', ''),
  amount: '0.6',
  buyer: 'AbCd…WxYz',
  paidAt: '2026-11-29T06:00:00.000Z',
});

const shown: LiveTickerState = {
  sales: [sale('one.sol'), sale('two.sol')],
  index: 0,
  visible: true,
  shownAt: 1000,
  announcement: '',
  held: false,
};

describe('the live ticker', () => {
  it('hides on its clock and moves to the next sale', () => {
    expect(reduceLiveTicker(shown, { type: 'hide' })).toMatchObject({ visible: false, index: 0 });
    expect(reduceLiveTicker({ ...shown, visible: false }, { type: 'next', now: 13_000 })).toMatchObject({
      visible: true,
      index: 1,
      shownAt: 13_000,
    });
  });

  it('holds still while focus is inside it: neither hides nor moves on until focus leaves', () => {
    const held = reduceLiveTicker(shown, { type: 'hold', held: true });
    expect(reduceLiveTicker(held, { type: 'hide' })).toBe(held);
    expect(reduceLiveTicker(held, { type: 'next', now: 13_000 })).toBe(held);
    const released = reduceLiveTicker(held, { type: 'hold', held: false });
    expect(reduceLiveTicker(released, { type: 'hide' })).toMatchObject({ visible: false });
  });
});
