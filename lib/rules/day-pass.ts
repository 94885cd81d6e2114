import { DAY_PASS_COST, DAY_PASS_HOURS } from './tickets';

/** Day-pass messages (docs/product.md §4, §8). */
export const DAY_PASS_DB_UNAVAILABLE = 'Database not available';
export const DAY_PASS_INSUFFICIENT = 'Insufficient Retail Tickets';
export const DAY_PASS_UPDATE_FAILED = 'Failed to claim day pass';
export const DAY_PASS_DB_ERROR = 'Database error';
export const DAY_PASS_PAGE_ERROR = 'Error claiming day pass';
export const DAY_PASS_SUCCESS = 'Day pass claimed successfully!';

export const DAY_PASS_MS = DAY_PASS_HOURS * 60 * 60 * 1000;

/** The ticket-log entry written for a day pass: 'Spend' of -1 for 'Day Pass', '24-hour mall access'. */
export const DAY_PASS_LOG_ENTRY = {
  action: 'Spend',
  amount: -DAY_PASS_COST,
  accessTarget: 'Day Pass',
  notes: '24-hour mall access',
} as const;

/** When a day pass bought at `now` expires: 24 hours later. */
export function dayPassExpiry(now: Date): Date {
  return new Date(now.getTime() + DAY_PASS_MS);
}

/** A day pass needs at least 1 Retail Ticket. */
export function canClaimDayPass(balance: number): boolean {
  return balance >= DAY_PASS_COST;
}

export type DayPassClaim =
  | {
      ok: true;
      newBalance: number;
      retailpassExpiry: Date;
      log: typeof DAY_PASS_LOG_ENTRY;
      message: typeof DAY_PASS_SUCCESS;
    }
  | { ok: false; error: typeof DAY_PASS_INSUFFICIENT };

/** The whole day-pass rule: spend 1 RT, expiry = now + 24 h, one log entry; or the insufficient-tickets error. */
export function claimDayPass(balance: number, now: Date): DayPassClaim {
  if (!canClaimDayPass(balance)) return { ok: false, error: DAY_PASS_INSUFFICIENT };
  return {
    ok: true,
    newBalance: balance - DAY_PASS_COST,
    retailpassExpiry: dayPassExpiry(now),
    log: DAY_PASS_LOG_ENTRY,
    message: DAY_PASS_SUCCESS,
  };
}
