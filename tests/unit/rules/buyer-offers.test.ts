import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_OFFER_HOLD_MS,
  canMoveOffer,
  MAX_LIVE_OFFERS_PER_WALLET,
  OFFER_EXPIRY_MAX_DAYS,
  OFFER_EXPIRY_MIN_DAYS,
  OFFER_STATUSES,
  offerAmountProblem,
  offerExpiry,
  takesOffers,
} from '@/lib/rules/buyer-offers';

const SOL = 1_000_000_000;

describe('a buyer offer', () => {
  it('is at least half the list price, never under the 0.1 SOL floor; the floor alone without a price', () => {
    const least = (lamports: number, list: number | null) => offerAmountProblem(lamports, list) === null;
    expect([least(2.5 * SOL, 5 * SOL), least(2.5 * SOL - 1, 5 * SOL)]).toEqual([true, false]);
    // Half of an odd number of lamports is rounded up.
    expect([least(1.5 * SOL + 1, 3 * SOL + 1), least(1.5 * SOL, 3 * SOL + 1)]).toEqual([true, false]);
    for (const list of [0.1 * SOL, null, 0])
      expect([least(0.1 * SOL, list), least(0.1 * SOL - 1, list)], String(list)).toEqual([true, false]);
    expect([least(1e6 * SOL, null), least(1e6 * SOL + 1, null)]).toEqual([true, false]);
  });

  it('says why an amount is refused, in SOL', () => {
    expect(offerAmountProblem(2.5 * SOL, 5 * SOL)).toBeNull();
    expect(offerAmountProblem(2.5 * SOL - 1, 5 * SOL)).toBe('The least you can offer on this name is 2.5 SOL.');
    expect(offerAmountProblem(0.09 * SOL, null)).toBe('The least you can offer on this name is 0.1 SOL.');
    expect(offerAmountProblem(0.1 * SOL, null)).toBeNull();
    expect(offerAmountProblem(1_000_001 * SOL, null)).toBe('An offer is at most 1000000 SOL.');
  });

  it('expires 1 to 30 days after it is made', () => {
    expect([OFFER_EXPIRY_MIN_DAYS, OFFER_EXPIRY_MAX_DAYS]).toEqual([1, 30]);
    const now = new Date('2026-11-28T12:00:00Z');
    expect(offerExpiry(now, 7).toISOString()).toBe('2026-12-05T12:00:00.000Z');
  });

  it('holds an accepted name 24 hours, and a wallet has at most 10 live offers', () => {
    expect(ACCEPTED_OFFER_HOLD_MS).toBe(86_400_000);
    expect(MAX_LIVE_OFFERS_PER_WALLET).toBe(10);
  });

  it('is taken on every catalogue name but a sold one', () => {
    for (const status of ['available', 'not_for_sale', 'coming-soon', 'promoted'])
      expect(takesOffers(status)).toBe(true);
    expect(takesOffers('sold')).toBe(false);
  });

  it('moves only along its transitions: a finished offer never moves again', () => {
    expect(canMoveOffer('open', 'countered')).toBe(true);
    expect(canMoveOffer('countered', 'accepted')).toBe(true);
    expect(canMoveOffer('accepted', 'lapsed')).toBe(true);
    expect(canMoveOffer('accepted', 'withdrawn')).toBe(false);
    expect(canMoveOffer('countered', 'countered')).toBe(false);
    for (const status of ['paid', 'declined', 'withdrawn', 'expired', 'lapsed'] as const)
      for (const to of OFFER_STATUSES) expect(canMoveOffer(status, to), `${status} → ${to}`).toBe(false);
  });
});
