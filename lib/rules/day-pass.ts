import { DAY_PASS_COST, DAY_PASS_HOURS } from './tickets';
import { HOUR_MS } from './time';

/** Day-pass messages (docs/product.md §4, §8). */
export const DAY_PASS_INSUFFICIENT = 'Insufficient Retail Tickets';
export const DAY_PASS_UPDATE_FAILED = 'Failed to claim day pass';
export const DAY_PASS_DB_ERROR = 'Database error';
export const DAY_PASS_PAGE_ERROR = 'Error claiming day pass';
export const DAY_PASS_SUCCESS = 'Day pass claimed successfully!';

export const DAY_PASS_MS = DAY_PASS_HOURS * HOUR_MS;

/** The ticket-log entry written for a day pass: 'Spend' of -1 for 'Day Pass', '24-hour mall access'. */
export const DAY_PASS_LOG_ENTRY = {
  action: 'Spend',
  amount: -DAY_PASS_COST,
  accessTarget: 'Day Pass',
  notes: '24-hour mall access',
} as const;
