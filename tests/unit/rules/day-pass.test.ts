import { describe, expect, it } from 'vitest';
import {
  DAY_PASS_DB_ERROR,
  DAY_PASS_DB_UNAVAILABLE,
  DAY_PASS_INSUFFICIENT,
  DAY_PASS_LOG_ENTRY,
  DAY_PASS_MS,
  DAY_PASS_PAGE_ERROR,
  DAY_PASS_SUCCESS,
  DAY_PASS_UPDATE_FAILED,
  canClaimDayPass,
  claimDayPass,
  dayPassExpiry,
} from '../../../lib/rules/day-pass';

const now = new Date('2025-03-01T10:00:00.000Z');

describe('day pass', () => {
  it('quotes the §8 messages', () => {
    expect(DAY_PASS_DB_UNAVAILABLE).toBe('Database not available');
    expect(DAY_PASS_INSUFFICIENT).toBe('Insufficient Retail Tickets');
    expect(DAY_PASS_UPDATE_FAILED).toBe('Failed to claim day pass');
    expect(DAY_PASS_DB_ERROR).toBe('Database error');
    expect(DAY_PASS_PAGE_ERROR).toBe('Error claiming day pass');
    expect(DAY_PASS_SUCCESS).toBe('Day pass claimed successfully!');
  });

  it('expires 24 hours from now', () => {
    expect(DAY_PASS_MS).toBe(86_400_000);
    expect(dayPassExpiry(now).toISOString()).toBe('2025-03-02T10:00:00.000Z');
  });

  it('needs at least 1 Retail Ticket', () => {
    expect(canClaimDayPass(1)).toBe(true);
    expect(canClaimDayPass(0)).toBe(false);
    expect(claimDayPass(0, now)).toEqual({ ok: false, error: 'Insufficient Retail Tickets' });
  });

  it('spends 1 ticket and logs Spend -1 for Day Pass, 24-hour mall access', () => {
    const claim = claimDayPass(3, now);
    expect(claim.ok).toBe(true);
    if (!claim.ok) return;
    expect(claim.newBalance).toBe(2);
    expect(claim.retailpassExpiry.toISOString()).toBe('2025-03-02T10:00:00.000Z');
    expect(claim.log).toEqual({ action: 'Spend', amount: -1, accessTarget: 'Day Pass', notes: '24-hour mall access' });
    expect(claim.message).toBe('Day pass claimed successfully!');
    expect(DAY_PASS_LOG_ENTRY.amount).toBe(-1);
  });
});
