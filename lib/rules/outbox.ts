/** The outbox worker's timing (docs/payments.md "The outbox"). */
import { MINUTE_MS } from './time';

/** A failed job is tried again after this long, doubling each time up to the maximum. */
const OUTBOX_BACKOFF_MS = 5_000;
const OUTBOX_BACKOFF_MAX_MS = 10 * MINUTE_MS;
/** After this many failed attempts a job stops and waits for the operator (console: retry). */
export const OUTBOX_MAX_ATTEMPTS = 12;
/** A process that claims a job holds it this long; should the process die, another claims it after. */
export const OUTBOX_CLAIM_MS = MINUTE_MS;

/** The wait after `attempts` failed attempts (1, 2, …): 5 s, 10 s, 20 s … up to 10 minutes. */
export function outboxBackoffMs(attempts: number): number {
  return Math.min(OUTBOX_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), OUTBOX_BACKOFF_MAX_MS);
}
