/** Custody delivery of a paid name (docs/payments.md "Delivery"): the job's timing and what the operator reads. */
import { MINUTE_MS } from './time';

export type DeliveryState = 'pending' | 'sent' | 'delivered' | 'blocked' | 'refused';

/** A failed attempt is retried after this long, doubling each time up to the maximum. */
const DELIVERY_BACKOFF_MS = 5_000;
const DELIVERY_BACKOFF_MAX_MS = 10 * MINUTE_MS;
/** A process that claims a delivery holds it this long (it is claimed again after, should that process die). */
export const DELIVERY_CLAIM_MS = MINUTE_MS;
/** A sent transfer not yet confirmed is looked at again after this long. */
export const DELIVERY_RECHECK_MS = 2_000;
/** How many confirmation checks one attempt makes after sending, before leaving the rest to the next attempt. */
export const DELIVERY_CONFIRM_CHECKS = 10;

/** The wait before the next attempt after `attempts` failed ones (1, 2, …): 5 s, 10 s, 20 s … up to 10 minutes. */
export function deliveryBackoffMs(attempts: number): number {
  return Math.min(DELIVERY_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), DELIVERY_BACKOFF_MAX_MS);
}

export const DELIVERY_LABELS: Record<DeliveryState, string> = {
  pending: 'Waiting to send',
  sent: 'Sent, awaiting finality',
  delivered: 'Delivered',
  blocked: 'Needs the operator',
  refused: 'Not delivered',
};

export const custodyNotOwner = (name: string, owner: string) =>
  `The custody wallet no longer owns ${name}: its owner on chain is ${owner}. Transfer it to the buyer by hand, then Fulfil.`;
export const nameNotOnChain = (name: string) =>
  `${name} has no name account on chain, so the custody wallet cannot transfer it.`;
export const nameTokenized = (name: string) =>
  `${name} is held as an NFT, which the custody wallet does not transfer. Transfer it to the buyer by hand, then Fulfil.`;
export const REFUND_HOLDS_DELIVERY =
  'A whole refund of this order is under way: the transfer waits until it is recorded (then it is not sent) or dropped.';
export const notPaidInFull = (status: string) =>
  `The order is ${status}: only an order paid in full is delivered, so the custody wallet signs nothing for it.`;
