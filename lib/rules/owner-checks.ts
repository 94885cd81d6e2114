/**
 * A paid name the shop transfers by hand is looked up on chain until its owner is the buyer: soon at first, then
 * less and less often (docs/payments.md "Delivery"), so a thousand such orders cost a few reads a minute.
 */
import { HOUR_MS, MINUTE_MS } from './time';
const OWNER_CHECK_FIRST_MS = MINUTE_MS;
const OWNER_CHECK_GROWTH = 4;
const OWNER_CHECK_MAX_MS = 6 * HOUR_MS;
/** SNS name accounts read in one getMultipleAccounts call (the node's own limit). */
export const OWNER_CHECK_BATCH = 100;
/** Orders looked at in one pass of the sweep. */
export const OWNER_CHECK_PASS = 1_000;

/** How long after its `checks`-th look (0 = the sale) an order's name is looked up again. */
export function ownerCheckDelayMs(checks: number): number {
  const delay = OWNER_CHECK_FIRST_MS * OWNER_CHECK_GROWTH ** Math.max(0, checks);
  return Math.min(delay, OWNER_CHECK_MAX_MS);
}
