import { describe, expect, it } from 'vitest';
import {
  DAY_PASS_COST,
  DAY_PASS_HOURS,
  EARN_FEEDBACK_TICKETS,
  EARN_REFERRAL_TICKETS,
  EARN_WHEEL_WIN_MAX_TICKETS,
  EARN_WHEEL_WIN_MIN_TICKETS,
  LORE_HOODIE_DOJO_RT,
  LORE_RESPIN_RT,
  LORE_VAULT_ACCESS_RT,
  RESPINS_PER_DOMAIN,
  RESPIN_COST,
  SPIN_FAILED,
  SPIN_NEEDS_TICKETS,
  SPIN_WHEEL_COST,
  canRespin,
  canSpinWheel,
  slotTicketAwards,
  PURCHASE_EARNING,
  ticketsForPrice,
} from '../../../lib/rules/tickets';
import { slotOutcomeOf } from '../../../lib/rules/slot-machine';

describe('ticket constants (docs/product.md §9)', () => {
  it('quotes the costs and limits', () => {
    expect([DAY_PASS_HOURS, DAY_PASS_COST, SPIN_WHEEL_COST, RESPIN_COST]).toEqual([24, 1, 5, 1]);
    expect(RESPINS_PER_DOMAIN).toBe(3);
    expect([EARN_FEEDBACK_TICKETS, EARN_REFERRAL_TICKETS]).toEqual([3, 5]);
    expect(PURCHASE_EARNING).toBe('1 RT per full 0.2 SOL');
    expect([EARN_WHEEL_WIN_MIN_TICKETS, EARN_WHEEL_WIN_MAX_TICKETS]).toEqual([5, 20]);
    expect([LORE_RESPIN_RT, LORE_VAULT_ACCESS_RT, LORE_HOODIE_DOJO_RT]).toEqual([1, 5, 10]);
    expect(SPIN_NEEDS_TICKETS).toBe('You need at least 5 tickets to spin.');
    expect(SPIN_FAILED).toBe('Spin failed');
  });
});

describe('ticketsForPrice: 1 per 0.2 SOL, floored', () => {
  it.each([
    [0, 0],
    [0.19, 0],
    [0.2, 1],
    [0.25, 1],
    [0.39, 1],
    [0.4, 2],
    [0.6, 3],
    [1.25, 6],
    [12, 60],
  ])('%s SOL earns %s', (price, tickets) => {
    expect(ticketsForPrice(price)).toBe(tickets);
  });

  it('is exact where floating point is not (0.6 / 0.2 = 2.9999999999999996)', () => {
    expect(Math.floor(0.6 / 0.2)).toBe(2);
    expect(ticketsForPrice(0.6)).toBe(3);
    expect(ticketsForPrice(0.1 + 0.2 + 0.3)).toBe(3);
  });
});

describe('slot purchase tickets', () => {
  it('a paid outcome earns by price; a FREE purchase gives +1', () => {
    expect(slotTicketAwards(slotOutcomeOf('0.25')).onPurchase).toBe(1);
    expect(slotTicketAwards(slotOutcomeOf('0.19')).onPurchase).toBe(0);
    expect(slotTicketAwards(slotOutcomeOf('FREE')).onPurchase).toBe(1);
  });

  it('a FREE draw is the jackpot: +5 on the draw and +1 on purchase, 6 in all', () => {
    expect(slotTicketAwards(slotOutcomeOf('FREE'))).toEqual({ onDraw: 5, onPurchase: 1, total: 6 });
    expect(slotTicketAwards(slotOutcomeOf('0.25'))).toEqual({ onDraw: 0, onPurchase: 1, total: 1 });
    expect(slotTicketAwards(slotOutcomeOf('0.19'))).toEqual({ onDraw: 0, onPurchase: 0, total: 0 });
  });
});

describe('respins', () => {
  it('need a ticket and fewer than 3 respins on the domain', () => {
    expect(canRespin(1, 0)).toBe(true);
    expect(canRespin(5, 2)).toBe(true);
    expect(canRespin(0, 0)).toBe(false);
    expect(canRespin(5, 3)).toBe(false);
  });
});

describe('spin wheel', () => {
  it('is disabled while spinning or under 5 tickets', () => {
    expect(canSpinWheel(5, false)).toBe(true);
    expect(canSpinWheel(34, false)).toBe(true);
    expect(canSpinWheel(4, false)).toBe(false);
    expect(canSpinWheel(34, true)).toBe(false);
  });
});
