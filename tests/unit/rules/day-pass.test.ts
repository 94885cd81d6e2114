import { describe, expect, it } from 'vitest';
import {
  DAY_PASS_DB_ERROR,
  DAY_PASS_INSUFFICIENT,
  DAY_PASS_LOG_ENTRY,
  DAY_PASS_MS,
  DAY_PASS_PAGE_ERROR,
  DAY_PASS_SUCCESS,
  DAY_PASS_UPDATE_FAILED,
} from '../../../lib/rules/day-pass';

describe('day pass', () => {
  it('quotes the §8 messages', () => {
    expect(DAY_PASS_INSUFFICIENT).toBe('Insufficient Retail Tickets');
    expect(DAY_PASS_UPDATE_FAILED).toBe('Failed to claim day pass');
    expect(DAY_PASS_DB_ERROR).toBe('Database error');
    expect(DAY_PASS_PAGE_ERROR).toBe('Error claiming day pass');
    expect(DAY_PASS_SUCCESS).toBe('Day pass claimed successfully!');
  });

  it('expires 24 hours from now', () => {
    expect(DAY_PASS_MS).toBe(86_400_000);
  });

  it('logs Spend -1 for Day Pass, 24-hour mall access', () => {
    expect(DAY_PASS_LOG_ENTRY).toEqual({
      action: 'Spend',
      amount: -1,
      accessTarget: 'Day Pass',
      notes: '24-hour mall access',
    });
  });
});
