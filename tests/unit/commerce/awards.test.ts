import { describe, expect, it } from 'vitest';
import { slotOutcomeOf } from '@/lib/rules/slot-machine';
import { canRespin, slotTicketAwards } from '@/lib/rules/tickets';

describe('slot ticket awards', () => {
  it('FREE: +5 jackpot when it lands, +1 on purchase', () => {
    expect(slotTicketAwards(slotOutcomeOf('FREE'))).toEqual({ onDraw: 5, onPurchase: 1, total: 6 });
  });

  it('priced draws: 1 ticket per full 0.2 SOL on purchase, nothing on the draw', () => {
    expect(slotTicketAwards(slotOutcomeOf('0.19'))).toEqual({ onDraw: 0, onPurchase: 0, total: 0 });
    expect(slotTicketAwards(slotOutcomeOf('0.25'))).toEqual({ onDraw: 0, onPurchase: 1, total: 1 });
    expect(slotTicketAwards({ kind: '0.25', priceSol: 0.6 }).onPurchase).toBe(3);
  });

  it('a respin costs 1 ticket, needs a ticket and fewer than 3 respins on the domain', () => {
    expect(canRespin(0, 0)).toBe(false);
    expect(canRespin(1, 2)).toBe(true);
    expect(canRespin(5, 3)).toBe(false);
  });
});
